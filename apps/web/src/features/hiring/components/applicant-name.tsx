import type { ApplicantRow } from '@canvas/shared';
import { Avatar, Group, Text } from '@mantine/core';
import { initials } from '@/lib/format';
import { applicantName } from '../applicants-model';
import classes from './applicants.module.css';

/** The name column: avatar and name; '(pending)' when the candidate's canvas is not public. */
export function ApplicantName({ row }: { row: ApplicantRow }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={row.avatar} alt="" aria-hidden="true" radius="xl" size={36} color="plum" variant="light">
        {initials(row)}
      </Avatar>
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
