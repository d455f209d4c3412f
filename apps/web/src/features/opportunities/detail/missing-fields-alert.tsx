import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import classes from './missing-fields-alert.module.css';

/** The required fields a public opportunity lacks (spec 3 §5), as Post Job and Publish list them. */
export function MissingFieldsAlert({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} title="Before you post">
      <Text size="sm">Please fill in:</Text>
      <ul className={classes.missing}>
        {missing.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </Alert>
  );
}
