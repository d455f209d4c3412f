import type { Opportunity } from '@canvas/shared';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconEye, IconUsers } from '@tabler/icons-react';
import { opportunityLocationLabel } from '@/components/opportunity-card';
import { SiteLink } from '@/components/site-link';
import { paths } from '@/lib/paths';
import { postedAge, postedStatusOf } from './posted-model';
import classes from './posted-opportunities.module.css';

export interface PostedCardActions {
  onToggleStatus: (opportunity: Opportunity) => void;
  onViews: (opportunity: Opportunity) => void;
  onEmbed: (opportunity: Opportunity) => void;
  onDuplicate: (opportunity: Opportunity) => void;
  onDelete: (opportunity: Opportunity) => void;
  /** The opportunity whose status is being changed (its button spins). */
  togglingId: number | null;
}

interface PostedCardProps extends PostedCardActions {
  opportunity: Opportunity;
  canvasId: number;
}

export const opportunityTitle = (opportunity: Pick<Opportunity, 'jobTitle'>) =>
  opportunity.jobTitle?.name.trim() || 'Untitled opportunity';

/**
 * One posted opportunity (spec 3): job type, title, CONTEST tag, location or 'National Opportunity',
 * age, the Active/Inactive button (Expired: disabled), applicants and views, and its menu.
 */
export function PostedCard({ opportunity, canvasId, togglingId, ...actions }: PostedCardProps) {
  const status = postedStatusOf(opportunity);
  const title = opportunityTitle(opportunity);
  const location = opportunityLocationLabel(opportunity) || 'No location';

  return (
    <Paper withBorder radius="md" p="md" className={classes.card} component="article" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} className={classes.cardText}>
            <Group gap="xs">
              <Text size="xs" tt="uppercase" fw={600} c="dimmed">
                {opportunity.jobType?.name ?? 'Opportunity'}
              </Text>
              {opportunity.competition ? (
                <Badge size="sm" color="champagne.7" variant="light">
                  CONTEST
                </Badge>
              ) : null}
            </Group>
            <Text fw={700} size="lg" className={classes.title}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {location}
            </Text>
            <Text size="xs" c="dimmed">
              Posted {postedAge(opportunity.createdAt)}
            </Text>
          </Stack>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${title}`}>
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                component={SiteLink}
                to={paths.opportunityDetail.getHref(opportunity.slug, { fromDashboard: true })}
              >
                View
              </Menu.Item>
              <Menu.Item
                component={SiteLink}
                to={paths.dashboardPostOpportunity.getHref({
                  id: canvasId,
                  opportunityId: opportunity.id,
                  isEdit: true,
                })}
              >
                Edit
              </Menu.Item>
              <Menu.Item onClick={() => actions.onEmbed(opportunity)}>Copy embedded code</Menu.Item>
              <Menu.Item onClick={() => actions.onDuplicate(opportunity)}>Duplicate</Menu.Item>
              <Menu.Item color="red" onClick={() => actions.onDelete(opportunity)}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group justify="space-between" gap="sm">
          <Button
            size="xs"
            variant={status === 'Active' ? 'filled' : 'default'}
            disabled={status === 'Expired'}
            loading={togglingId === opportunity.id}
            onClick={() => actions.onToggleStatus(opportunity)}
            aria-label={status === 'Expired' ? `${title}: Expired` : `${title}: ${status}, switch`}
          >
            {status}
          </Button>
          <Group gap="md">
            <SiteLink
              to={paths.opportunityApplicants.getHref({ canvasId, id: opportunity.id })}
              className={classes.count}
              aria-label={`${opportunity.applicants} applicants`}
            >
              <IconUsers size={16} aria-hidden="true" />
              {opportunity.applicants}
            </SiteLink>
            <UnstyledButton
              className={classes.count}
              onClick={() => actions.onViews(opportunity)}
              aria-label={`${opportunity.viewCount} views, open the chart`}
            >
              <IconEye size={16} aria-hidden="true" />
              {opportunity.viewCount}
            </UnstyledButton>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
