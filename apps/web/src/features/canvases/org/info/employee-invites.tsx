import { memberRolesOf } from '@canvas/shared';
import { ActionIcon, Button, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconMail, IconPlus, IconTrash } from '@tabler/icons-react';
import { defaultInviteRole } from '../team/team-model';
import classes from './employee-invites.module.css';
import type { InviteDraft } from './info-model';

/** The contract's cap on one add-employee call (addEmployeeSchema). */
export const MAX_INVITES_PER_LOCATION = 50;

export const newInviteDraft = (): InviteDraft => ({
  key: crypto.randomUUID(),
  email: '',
  role: defaultInviteRole('school'),
});

interface EmployeeInvitesProps {
  /** Names the rows for screen readers ("Default location"). */
  locationLabel: string;
  drafts: readonly InviteDraft[];
  onChange: (drafts: InviteDraft[]) => void;
  /** 'Invalid Email Address' by row key. */
  errors: Readonly<Record<string, string | undefined>>;
}

const SCHOOL_ROLES = [...memberRolesOf('school')];

/**
 * The employees a school location invites (spec 2 "School info step": each location "can carry
 * employees to invite"): an email and a role per row. Rows left empty are ignored; the
 * invitations go out once the canvas is saved.
 */
export function EmployeeInvites({ locationLabel, drafts, onChange, errors }: EmployeeInvitesProps) {
  const replace = (key: string, patch: Partial<InviteDraft>) =>
    onChange(drafts.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));

  return (
    <Stack gap="xs" className={classes.invites}>
      <div>
        <Text fw={600} size="sm">
          Employees to invite
        </Text>
        <Text size="xs" c="dimmed">
          Each gets an email to join this location once you save. Admins and teachers can edit the canvas.
        </Text>
      </div>
      {drafts.length > 0 ? (
        <ul className={classes.rows}>
          {drafts.map((draft, index) => {
            const number = index + 1;
            return (
              <li key={draft.key} className={classes.row} data-invite={draft.key}>
                <TextInput
                  className={classes.email}
                  type="email"
                  placeholder="name@school.edu"
                  aria-label={`Email of employee ${number}, ${locationLabel}`}
                  autoComplete="off"
                  leftSection={<IconMail size={16} aria-hidden="true" />}
                  value={draft.email}
                  onChange={(event) => replace(draft.key, { email: event.currentTarget.value })}
                  error={errors[draft.key]}
                />
                <Select
                  aria-label={`Role of employee ${number}, ${locationLabel}`}
                  data={SCHOOL_ROLES}
                  value={draft.role}
                  allowDeselect={false}
                  checkIconPosition="right"
                  onChange={(value) => {
                    const role = SCHOOL_ROLES.find((candidate) => candidate === value);
                    if (role) replace(draft.key, { role });
                  }}
                />
                <Tooltip label="Remove">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    className={classes.remove}
                    aria-label={`Remove employee ${number}, ${locationLabel}`}
                    onClick={() => onChange(drafts.filter((candidate) => candidate.key !== draft.key))}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      ) : null}
      {drafts.length < MAX_INVITES_PER_LOCATION ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => onChange([...drafts, newInviteDraft()])}
          className={classes.add}
          aria-label={`Add employee, ${locationLabel}`}
        >
          Add employee
        </Button>
      ) : null}
    </Stack>
  );
}
