import type { Opportunity } from '@canvas/shared';
import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DialogActions } from '@/components/dialog-actions';
import { fullName } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useApplyToOpportunity } from '../api/apply-to-opportunity';
import { useMyApplicantCanvases } from '../api/get-my-applicant-canvases';
import { useToggleOpportunityBookmark } from '../api/toggle-opportunity-bookmark';
import { defaultApplyMessage } from './detail-rules';

type Dialog = 'none' | 'signIn' | 'noCanvas' | 'message' | 'sent';

/** How an application's status reads on the page (anything but withdrawn counts as applied). */
function appliedLabel(status: string): string {
  if (status === 'interviewing') return 'Interviewing';
  if (status === 'withdrawed') return 'Application withdrawn';
  return 'Applied';
}

/**
 * Apply with my Portfolio and Bookmark (spec 3 "Opportunity detail", §5): visitors are asked to
 * sign in, users without a student or professional canvas to create one; the rest write a message
 * prefilled with the company, the job title and their name.
 */
export function ApplyPanel({ opportunity }: { opportunity: Opportunity }) {
  const { isSignedIn, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>('none');
  const [message, setMessage] = useState('');
  // Waiting for the user's canvases when Apply is clicked before they arrived.
  const [checking, setChecking] = useState(false);
  const canvases = useMyApplicantCanvases(isSignedIn);
  const apply = useApplyToOpportunity();
  const bookmark = useToggleOpportunityBookmark();
  const from = `${location.pathname}${location.search}`;
  const signInHref = paths.signIn.getHref({ from });

  const startApply = async () => {
    if (!isSignedIn || !user) {
      setDialog('signIn');
      return;
    }
    setChecking(true);
    const mine = canvases.data ?? (await canvases.refetch()).data ?? [];
    setChecking(false);
    if (mine.length === 0) {
      setDialog('noCanvas');
      return;
    }
    setMessage(
      defaultApplyMessage(opportunity.canvasName, opportunity.jobTitle?.name ?? '', fullName(user.profile)),
    );
    setDialog('message');
  };

  const send = () => {
    const canvasId = canvases.data?.[0]?.id;
    apply.mutate(
      { id: opportunity.id, message, ...(canvasId === undefined ? {} : { canvasId }) },
      { onSuccess: () => setDialog('sent') },
    );
  };

  const toggleBookmark = () => {
    if (!isSignedIn) {
      void navigate(signInHref);
      return;
    }
    bookmark.mutate({ id: opportunity.id, action: opportunity.isBookmarked ? 'remove' : 'add' });
  };

  const applied = opportunity.applyStatus !== null && opportunity.applyStatus !== 'withdrawed';
  return (
    <>
      <Group gap="sm" wrap="wrap">
        {applied && opportunity.applyStatus ? (
          <Badge
            size="lg"
            color="teal"
            variant="light"
            leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
          >
            {appliedLabel(opportunity.applyStatus)}
          </Badge>
        ) : (
          <Button
            leftSection={<IconSend size={18} aria-hidden="true" />}
            onClick={() => void startApply()}
            loading={checking}
          >
            Apply with my Portfolio
          </Button>
        )}
        <Button
          variant="default"
          leftSection={
            opportunity.isBookmarked ? (
              <IconBookmarkFilled size={18} aria-hidden="true" />
            ) : (
              <IconBookmark size={18} aria-hidden="true" />
            )
          }
          onClick={toggleBookmark}
          loading={bookmark.isPending}
        >
          {opportunity.isBookmarked ? 'Remove Bookmark' : 'Bookmark'}
        </Button>
      </Group>

      <Modal opened={dialog === 'signIn'} onClose={() => setDialog('none')} title="Sign in to apply">
        <Stack gap="md">
          <Text size="sm">
            Sign in to apply with your portfolio: once you are in, add a short message and send it.
          </Text>
          <DialogActions>
            <Button variant="default" onClick={() => setDialog('none')}>
              Cancel
            </Button>
            <Button onClick={() => void navigate(signInHref)}>Sign in</Button>
          </DialogActions>
        </Stack>
      </Modal>

      <Modal
        opened={dialog === 'noCanvas'}
        onClose={() => setDialog('none')}
        title="Create your portfolio first"
      >
        <Stack gap="md">
          <Text size="sm">
            You need a student or professional canvas to apply. Create one, then come back to apply with it.
          </Text>
          <DialogActions>
            <Button variant="default" onClick={() => setDialog('none')}>
              Cancel
            </Button>
            <Button onClick={() => void navigate(paths.addCanvas.getHref())}>Create a canvas</Button>
          </DialogActions>
        </Stack>
      </Modal>

      <Modal
        opened={dialog === 'message'}
        onClose={() => (apply.isPending ? undefined : setDialog('none'))}
        title="Apply with my Portfolio"
        size="lg"
      >
        <Stack gap="md">
          <Textarea
            label="Your message"
            rows={8}
            maxLength={5000}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <DialogActions>
            <Button variant="default" onClick={() => setDialog('none')} disabled={apply.isPending}>
              Cancel
            </Button>
            <Button onClick={send} loading={apply.isPending}>
              Send application
            </Button>
          </DialogActions>
        </Stack>
      </Modal>

      <Modal opened={dialog === 'sent'} onClose={() => setDialog('none')} title="Message sent!">
        <Stack gap="md" align="center" ta="center">
          <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden="true" />
          <Text>Woohoo! Your application was sent successfully.</Text>
          <Button onClick={() => void navigate(paths.myOpportunities.getHref())}>
            Back to My Applied Opportunities
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
