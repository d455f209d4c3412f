import { type Canvas, missingPublishFields, type PublishField } from '@canvas/shared';
import { Badge, Button } from '@mantine/core';
import { IconPencil, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { PreviewFrame, PreviewQuery } from '../../components/preview-frame/preview-frame';
import { RequiredFieldsModal } from '../../editor/components/modals/required-fields-modal';
import { usePublishGate } from './hooks/use-publish-gate';
import type { OrgCanvasType } from './model/org-draft';
import { ORG_COPY, orgRoutes } from './model/org-rules';

/**
 * /business-canvas/preview/{slugOrId} and /school-canvas/preview/{slugOrId} (spec 2 "Preview page
 * (business and school)"): the canvas as visitors will see it, with Edit (back to the editor),
 * Save draft (to /my-canvases) and Publish (the required fields, then the publish gate).
 */
export function OrgPreviewPage({ type }: { type: OrgCanvasType }) {
  return <PreviewQuery>{(canvas) => <OrgPreview canvas={canvas} type={type} />}</PreviewQuery>;
}

function OrgPreview({ canvas, type: routeType }: { canvas: Canvas; type: OrgCanvasType }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromPost = params.get('fromPost') === 'true';
  // A canvas opened at the other type's address is still previewed (and edited) as what it is.
  const type: OrgCanvasType =
    canvas.type === 'school' || canvas.type === 'business' ? canvas.type : routeType;
  const routes = orgRoutes(type, fromPost);
  const gate = usePublishGate(type, fromPost);
  const [missing, setMissing] = useState<PublishField[]>([]);
  const editHref = routes.editor(canvas.slug);

  const publish = () => {
    const fields = missingPublishFields(type, canvas);
    if (fields.length > 0) {
      setMissing(fields);
      return;
    }
    void gate.pass(canvas);
  };

  // The preview shows the canvas as saved: Save draft has nothing left to save, it only leaves.
  const saveDraft = () => navigate(paths.myCanvases.getHref());

  const actions = canvas.canEdit ? (
    <>
      <Button
        component={Link}
        to={editHref}
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden="true" />}
        disabled={gate.isPending}
      >
        Edit
      </Button>
      <Button variant="default" onClick={saveDraft} disabled={gate.isPending}>
        Save draft
      </Button>
      <Button
        onClick={publish}
        loading={gate.isPending}
        leftSection={<IconRocket size={16} aria-hidden="true" />}
      >
        Publish
      </Button>
    </>
  ) : null;

  return (
    <PreviewFrame
      canvas={canvas}
      meta={{
        title: `${ORG_COPY[type].typeLabel} canvas preview`,
        description: 'Preview your canvas before you publish it.',
      }}
      heading={canvas.canEdit ? 'Previewing your canvas' : 'Viewing this canvas'}
      badges={
        canvas.canEdit ? null : (
          <Badge variant="outline" color="plum" radius="xl">
            View only
          </Badge>
        )
      }
      actions={actions}
      phoneActions="bottom"
    >
      <RequiredFieldsModal fields={missing} onClose={() => setMissing([])} onFix={() => navigate(editHref)} />
    </PreviewFrame>
  );
}
