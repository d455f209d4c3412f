import { messages, missingOpportunityFields, type Opportunity } from '@canvas/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSetOpportunityStatus } from '../api/set-opportunity-status';
import { MissingFieldsAlert } from './missing-fields-alert';

/** The labels the saved opportunity lacks to be published (spec 3 §5), by the shared rule. */
export function missingForPublish(opportunity: Opportunity): string[] {
  return missingOpportunityFields({
    jobTitle: opportunity.jobTitle,
    locationUuid: opportunity.location?.uuid ?? null,
    validForAllState: opportunity.validForAllState,
    editor: opportunity.editor,
    media: { thumbPhoto: opportunity.media.thumbPhoto },
    additional: {
      website: opportunity.additional.website,
      paymentStructure: opportunity.additional.paymentStructure,
    },
  });
}

export type TopBarMode = 'preview' | 'back';

/**
 * Above an opportunity shown as a preview (?is_preview: Back to its editor, and Publish) or inside
 * another site or from the dashboard (?isEmbedded, ?from_dashboard: Back to where the reader was).
 * Publish refuses as Post Job does: the missing required fields are listed (and toasted), and the
 * plan's quota refusal is the app's error toast.
 */
export function DetailTopBar({ opportunity, mode }: { opportunity: Opportunity; mode: TopBarMode }) {
  const navigate = useNavigate();
  const publish = useSetOpportunityStatus();
  const [missing, setMissing] = useState<string[]>([]);
  const preview = mode === 'preview' && opportunity.canEdit;

  const back = () => {
    if (preview) {
      void navigate(
        paths.dashboardPostOpportunity.getHref({
          id: opportunity.canvasId,
          opportunityId: opportunity.id,
          isEdit: true,
        }),
      );
      return;
    }
    // In an iframe with no page of its own before this one, the browser's joint history goes back
    // on the embedding site: where its visitor came from.
    void navigate(-1);
  };

  const publishNow = () => {
    if (opportunity.status === 'public') {
      void navigate(paths.opportunityPublishSuccess.getHref(opportunity.slug));
      return;
    }
    const lacking = missingForPublish(opportunity);
    setMissing(lacking);
    if (lacking.length > 0) {
      notify.error({ id: 'opportunity-missing', message: messages.opportunityMissingFields(lacking) });
      return;
    }
    publish.mutate(
      { id: opportunity.id, status: 'public' },
      { onSuccess: () => void navigate(paths.opportunityPublishSuccess.getHref(opportunity.slug)) },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          onClick={back}
          disabled={publish.isPending}
        >
          Back
        </Button>
        {preview ? (
          <Button loading={publish.isPending} onClick={publishNow}>
            Publish
          </Button>
        ) : null}
      </Group>
      <MissingFieldsAlert missing={missing} />
    </Stack>
  );
}
