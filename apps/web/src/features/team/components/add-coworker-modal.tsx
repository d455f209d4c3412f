import {
  type MemberRole,
  memberRolesOf,
  messages,
  type TeamLocation,
  teamRoleName,
  type UserMatch,
} from '@canvas/shared';
import { Button, Modal, MultiSelect, Select, Stack, TagsInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddEmployee } from '@/api/canvases/add-employee';
import { DialogActions } from '@/components/dialog-actions';
import { notify } from '@/lib/notify';
import { teamKeys } from '../api/keys';
import { USER_SEARCH_MIN_LENGTH, useUserSearch } from '../api/search-users';
import {
  type CoworkerValues,
  coworkerErrors,
  invitationToast,
  type MyTeamCanvas,
  matchName,
} from '../team-model';

interface AddCoworkerModalProps {
  opened: boolean;
  onClose: () => void;
  canvas: MyTeamCanvas;
  /** The canvas's locations (the team's answer): an invitation joins one. */
  locations: readonly TeamLocation[];
  onAdded?: () => void;
}

/** A location as the location select names it. */
const locationLabel = (location: TeamLocation) =>
  [location.address, location.city].filter(Boolean).join(', ') || 'Location';

/**
 * 'Add coworker' (spec 3 "My Team": "Co-worker add dialog takes users or e-mails plus a role"):
 * people found by name (PUT /api/user/search) or typed emails, a role, and the location they join
 * when the canvas has several. Each gets an emailed invitation (POST /api/canvas/school/add-employee).
 */
export function AddCoworkerModal({ opened, onClose, canvas, locations, onAdded }: AddCoworkerModalProps) {
  const queryClient = useQueryClient();
  const addEmployee = useAddEmployee();
  const business = canvas.type === 'business';
  const roles = memberRolesOf(canvas.type);
  const form = useForm<CoworkerValues>({
    mode: 'controlled',
    initialValues: { users: [], emails: [], role: null, locationId: null },
    validate: (values) =>
      coworkerErrors({ ...values, locationId: values.locationId ?? locations[0]?.uuid ?? null }),
  });
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const matches = useUserSearch(keyword);
  const picked = form.values.users;
  const known = new Map<string, UserMatch>(
    [...picked, ...(matches.data ?? [])].map((match) => [String(match.userId), match]),
  );

  const close = () => {
    if (addEmployee.isPending) return;
    form.reset();
    setSearch('');
    addEmployee.reset();
    onClose();
  };

  const submit = form.onSubmit(({ users, emails, role, locationId: chosen }) => {
    // The first location until another is chosen (the answer that brings them may come after the form).
    const locationId = chosen ?? locations[0]?.uuid;
    if (!role || !locationId) return;
    const members = [
      ...users.map((user) => ({ id: user.userId, ...(user.email ? { email: user.email } : {}), role })),
      ...emails.map((email) => ({ email: email.trim(), role })),
    ];
    addEmployee.mutate(
      { canvasId: canvas.id, locationId, members, business },
      {
        onSuccess: (result) => {
          notify.success({ title: messages.teamMembersAdded, message: invitationToast(result) });
          void queryClient.invalidateQueries({ queryKey: teamKeys.lists(canvas.id) });
          onAdded?.();
          form.reset();
          setSearch('');
          addEmployee.reset();
          onClose();
        },
      },
    );
  });

  const searching = search.trim().length >= USER_SEARCH_MIN_LENGTH;
  return (
    <Modal opened={opened} onClose={close} title="Add coworker" size={520}>
      <form onSubmit={submit} noValidate aria-label="Add coworker">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Find people on Canvas by name, or type their email addresses. Each gets an email with a link to
            join your team.
          </Text>
          {locations.length === 0 ? (
            <Text size="sm" c="red.8" role="alert">
              Add a location to your canvas and save it, then invite your team to it.
            </Text>
          ) : null}
          <MultiSelect
            label="Users"
            placeholder={picked.length === 0 ? 'Search by name' : undefined}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            // The server matches names; the list shows its answer as it is.
            filter={({ options }) => options}
            data={[...known.values()].map((match) => ({
              value: String(match.userId),
              label: matchName(match),
            }))}
            value={picked.map((match) => String(match.userId))}
            onChange={(values) =>
              form.setFieldValue(
                'users',
                values.flatMap((value) => {
                  const match = known.get(value);
                  return match ? [match] : [];
                }),
              )
            }
            nothingFoundMessage={
              searching
                ? matches.isFetching
                  ? 'Searching…'
                  : 'Nobody found. Type their email below.'
                : `Type at least ${USER_SEARCH_MIN_LENGTH} letters`
            }
            comboboxProps={{ withinPortal: true }}
            hidePickedOptions
          />
          <TagsInput
            label="Emails"
            placeholder="name@example.com"
            description="Separate several with a comma or a space"
            splitChars={[',', ' ', ';']}
            clearable
            value={form.values.emails}
            error={form.errors.emails}
            onChange={(emails) => form.setFieldValue('emails', emails)}
          />
          <Select
            label="Role"
            placeholder="Pick a role"
            withAsterisk
            data={roles.map((role) => ({ value: role, label: teamRoleName(role, business) }))}
            checkIconPosition="right"
            comboboxProps={{ withinPortal: true }}
            value={form.values.role}
            error={form.errors.role}
            onChange={(value) =>
              form.setFieldValue('role', roles.find((role): role is MemberRole => role === value) ?? null)
            }
          />
          {locations.length > 1 ? (
            <Select
              label="Location"
              data={locations.map((location) => ({ value: location.uuid, label: locationLabel(location) }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              value={form.values.locationId ?? locations[0]?.uuid ?? null}
              onChange={(value) => form.setFieldValue('locationId', value)}
            />
          ) : null}
          <DialogActions>
            <Button variant="default" onClick={close} disabled={addEmployee.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={addEmployee.isPending}
              disabled={locations.length === 0}
              leftSection={<IconSend size={16} aria-hidden="true" />}
            >
              Send invitations
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
