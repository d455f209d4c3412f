import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import classes from './membership.module.css';

interface MembershipHeaderProps {
  title: string;
  description?: ReactNode;
  /** A way back up (Membership, Invoices), above the title in place of the eyebrow. */
  back?: { href: string; label: string };
  /** Actions beside the title (Download PDF). */
  actions?: ReactNode;
}

/** The head of every membership page: where it sits, what it is, and how to get back. */
export function MembershipHeader({ title, description, back, actions }: MembershipHeaderProps) {
  return (
    <header className={classes.header}>
      {back ? (
        <Anchor component={Link} to={back.href} size="sm" className={classes.back} data-print-hidden>
          <IconArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <div className={classes.headerText}>
          {back ? null : <Eyebrow>Membership</Eyebrow>}
          <Title order={1} className={classes.title}>
            {title}
          </Title>
        </div>
        {actions ? (
          <Group gap="sm" data-print-hidden>
            {actions}
          </Group>
        ) : null}
      </Group>
      {description ? (
        <Text c="dimmed" mt="xs" maw={620}>
          {description}
        </Text>
      ) : null}
    </header>
  );
}
