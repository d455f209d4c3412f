import { messages } from '@canvas/shared';
import { Badge, Button, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconBriefcase, IconMessageCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MessageModal } from '@/components/message-modal';
import { opportunityLocationLabel } from '@/components/opportunity-card';
import { QueryState } from '@/components/query-state';
import { SiteLink } from '@/components/site-link';
import { StatusNotice } from '@/components/status-notice';
import { SurfaceCard } from '@/components/surface-card';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { type AppliedOpportunity, useMyApplications } from '../api/get-my-applications';
import { sendPosterMessage } from '../api/send-poster-message';
import { useWithdrawApplication } from '../api/withdraw-application';
import { applicationStatusLabel, defaultWithdrawMessage } from './application-status';
import classes from './my-opportunities.module.css';

export interface MyOpportunitiesProps {
  /** Only what was applied to with this canvas (the dashboard's current canvas); everything by default. */
  canvasId?: number | null;
  /**
   * Hides Withdraw and Message Poster: in a business canvas a non-admin member may do neither
   * (spec 3 "My Opportunities", §6).
   */
  readOnly?: boolean;
}

const STATUS_COLORS: Record<string, string> = {
  applied: 'plum',
  // Teal's light badge misses 4.5:1 at this size (axe, e2e); blush keeps the contrast.
  interviewing: 'blush',
  withdrawed: 'gray',
};

function ListSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={132} radius="lg" />
      ))}
    </Stack>
  );
}

function Empty() {
  return (
    <StatusNotice
      icon={<IconBriefcase size={28} stroke={1.5} aria-hidden="true" />}
      title={messages.noOpportunities}
      text="When you apply to an opportunity with your portfolio, it shows here with its status."
      action={
        <Button
          component={SiteLink}
          to={paths.opportunities.getHref()}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
        >
          Browse opportunities
        </Button>
      }
    />
  );
}

interface RowProps {
  application: AppliedOpportunity;
  readOnly: boolean;
  onWithdraw: () => void;
  onMessage: () => void;
}

function ApplicationRow({ application, readOnly, onWithdraw, onMessage }: RowProps) {
  const { opportunity, applyStatus, appliedAt } = application;
  const title = opportunity.jobTitle?.name ?? 'Opportunity';
  const thumb = opportunity.media.thumbPhoto;
  const image = thumb ? (thumb.variants?.['640'] ?? thumb.image ?? thumb.url) : null;
  const location = opportunityLocationLabel(opportunity);
  const status = applicationStatusLabel(applyStatus);
  return (
    <li>
      <SurfaceCard component="section" aria-label={`${title} at ${opportunity.canvasName}`}>
        <div className={classes.row}>
          {image ? (
            <img src={image} alt="" className={classes.thumb} loading="lazy" />
          ) : (
            <div className={classes.thumb}>
              <IconBriefcase size={26} stroke={1.5} aria-hidden="true" />
            </div>
          )}
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <div>
                {opportunity.jobType ? (
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {opportunity.jobType.name}
                  </Text>
                ) : null}
                <Title order={2} size="h5" className={classes.title}>
                  {title}
                </Title>
                <Text size="sm" fw={500}>
                  {opportunity.canvasName}
                </Text>
              </div>
              <Badge
                variant="light"
                color={STATUS_COLORS[applyStatus] ?? 'champagne'}
                tt="none"
                className={classes.status}
              >
                {status}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {[location, `Applied ${formatDate(appliedAt)}`].filter(Boolean).join(' · ')}
            </Text>
            <Group gap="xs" mt={4} className={classes.actions}>
              <Button
                component={SiteLink}
                to={paths.opportunityDetail.getHref(opportunity.slug)}
                size="sm"
                variant="light"
              >
                View Opportunity
              </Button>
              {readOnly || applyStatus === 'withdrawed' ? null : (
                <Button size="sm" variant="default" onClick={onWithdraw}>
                  Withdraw
                </Button>
              )}
              {readOnly ? null : (
                <Button
                  size="sm"
                  variant="default"
                  leftSection={<IconMessageCircle size={16} aria-hidden="true" />}
                  onClick={onMessage}
                >
                  Message Poster
                </Button>
              )}
            </Group>
          </Stack>
        </div>
      </SurfaceCard>
    </li>
  );
}

function WithdrawDialog({
  application,
  opened,
  onClose,
}: {
  /** The last one asked about: kept while the dialog closes, so its text does not change mid-fade. */
  application: AppliedOpportunity | null;
  opened: boolean;
  onClose: () => void;
}) {
  const withdraw = useWithdrawApplication();
  const [message, setMessage] = useState('');
  const [forId, setForId] = useState<number | null>(null);
  const opportunity = application?.opportunity;
  // A new application to withdraw starts from the default note.
  if (opportunity && forId !== opportunity.id) {
    setForId(opportunity.id);
    setMessage(defaultWithdrawMessage(opportunity.canvasName, opportunity.jobTitle?.name ?? ''));
  }
  const confirm = () => {
    if (!opportunity) return;
    if (message.trim() === '') {
      notify.info({ id: 'message-empty', message: messages.messageEmpty });
      return;
    }
    withdraw.mutate(
      { id: opportunity.id, msg: message.trim() },
      {
        onSuccess: () => {
          notify.success({ id: 'application-withdrawn', message: messages.opportunityWithdrawn });
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      onConfirm={confirm}
      title="Withdraw your application?"
      confirmLabel="Withdraw"
      danger
      loading={withdraw.isPending}
    >
      <Stack gap="sm">
        <Text size="sm">
          {opportunity?.canvasName ?? 'The poster'} is told you withdrew from{' '}
          <strong>{opportunity?.jobTitle?.name ?? 'this opportunity'}</strong>, with your message.
        </Text>
        <Textarea
          label="Message to the poster"
          rows={5}
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
      </Stack>
    </ConfirmDialog>
  );
}

/**
 * Spec 3 "My Opportunities (applicant)": what the user applied to, each with View Opportunity,
 * Withdraw (a message goes to the poster; the list refreshes) and Message Poster; its status as
 * applied / interviewing / withdrawed, anything else Pending. On its own page for now
 * (/my-opportunities); issue 23's My Dashboard composes it.
 */
export function MyOpportunities({ canvasId = null, readOnly = false }: MyOpportunitiesProps) {
  const query = useMyApplications(canvasId);
  const [withdrawing, setWithdrawing] = useState<AppliedOpportunity | null>(null);
  const [withdrawOpened, setWithdrawOpened] = useState(false);
  // The composer stays mounted after sending, to show 'Message sent!'; `messaging` is whom it writes to.
  const [messaging, setMessaging] = useState<AppliedOpportunity | null>(null);
  const [composerOpened, setComposerOpened] = useState(false);
  return (
    <>
      <QueryState
        query={query}
        what="your opportunities"
        loading={<ListSkeleton />}
        isEmpty={(list) => list.length === 0}
        empty={<Empty />}
      >
        {(list) => (
          <Stack component="ul" gap="md" className={classes.list} aria-label="My Opportunities">
            {list.map((application) => (
              <ApplicationRow
                key={application.opportunity.id}
                application={application}
                readOnly={readOnly}
                onWithdraw={() => {
                  setWithdrawing(application);
                  setWithdrawOpened(true);
                }}
                onMessage={() => {
                  setMessaging(application);
                  setComposerOpened(true);
                }}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <WithdrawDialog
        application={withdrawing}
        opened={withdrawOpened}
        onClose={() => setWithdrawOpened(false)}
      />
      <MessageModal
        opened={composerOpened}
        onClose={() => setComposerOpened(false)}
        recipientName={messaging?.opportunity.canvasName ?? 'the poster'}
        onSend={(msg) =>
          messaging ? sendPosterMessage(messaging.opportunity, msg) : Promise.resolve({ skipped: true })
        }
      />
    </>
  );
}
