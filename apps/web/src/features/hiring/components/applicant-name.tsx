import type { ApplicantRow } from '@canvas/shared';
import { Group, Text } from '@mantine/core';
import { InitialsAvatar } from '@/components/initials-avatar';
import { applicantName } from '../applicants-model';
import classes from './applicants.module.css';

/** The name column: avatar and name; '(pending)' when the candidate's canvas is not public. */
export function ApplicantName({ row }: { row: ApplicantRow }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <InitialsAvatar name={row} src={row.avatar} size={36} />
      <Text size="sm" fw={600} className={classes.name}>
        {applicantName(row)}
        {row.pending ? (
          <Text span size="sm" c="dimmed" fw={400}>
            {' '}
            (pending)
          </Text>
        ) : null}
      </Text>
    </Group>
  );
}
