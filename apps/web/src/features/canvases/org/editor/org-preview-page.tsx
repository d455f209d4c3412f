import { type Canvas, missingPublishFields, type PublishField } from '@canvas/shared';
import { Badge, Button, Group, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconPencil, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { paths } from '@/lib/paths';
import { useCanvas } from '../../api/get-canvas';
import { canvasPageError } from '../../components/canvas-not-found';
import { CanvasView } from '../../components/canvas-view/canvas-view';
import { RequiredFieldsModal } from '../../editor/components/modals/required-fields-modal';
import { usePublishGate } from './hooks/use-publish-gate';
import type { OrgCanvasType } from './model/org-draft';
import { ORG_COPY, orgRoutes } from './model/org-rules';
import classes from './org-preview-page.module.css';

type Device = 'desktop' | 'mobile';

const STATUS_LABEL: Record<Canvas['status'], string> = {
  draft: 'Draft',
  public: 'Public',
  private: 'Private',
};

/**
 * /business-canvas/preview/{slugOrId} and /school-canvas/preview/{slugOrId} (spec 2 "Preview page
 * (business and school)"): the canvas as visitors will see it, with Edit (back to the editor),
 * Save draft (to /my-canvases) and Publish (the required fields, then the publish gate).
 */
export function OrgPreviewPage({ type }: { type: OrgCanvasType }) {
  const { id = '' } = useParams();
  const query = useCanvas(id);
  return (
    <QueryState
      query={query}
      what="your preview"
      loading={<PageLoader label="Loading preview" />}
      renderError={canvasPageError}
    >
      {(canvas) => <OrgPreview canvas={canvas} type={type} />}
    </QueryState>
  );
}

function DeviceToggle({ value, onChange }: { value: Device; onChange: (device: Device) => void }) {
  return (
    <SegmentedControl
      className={classes.device}
      size="sm"
      radius="xl"
      value={value}
      onChange={(next) => onChange(next === 'mobile' ? 'mobile' : 'desktop')}
      aria-label="Preview size"
      data={[
        {
          value: 'desktop',
          label: (
            <Group gap={6} wrap="nowrap">
              <IconDeviceDesktop size={16} aria-hidden="true" />
              <span>Desktop</span>
            </Group>
          ),
        },
        {
          value: 'mobile',
          label: (
            <Group gap={6} wrap="nowrap">
              <IconDeviceMobile size={16} aria-hidden="true" />
              <span>Mobile</span>
            </Group>
          ),
        },
      ]}
    />
  );
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
  const [device, setDevice] = useState<Device>('desktop');
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
    <div className={classes.page} data-with-actions={canvas.canEdit || undefined}>
      <PageMeta
        title={`${ORG_COPY[type].typeLabel} canvas preview`}
        description="Preview your canvas before you publish it."
      />
      <section className={classes.bar} aria-label="Preview actions">
        <div className={classes.barInner}>
          <Group gap="sm" className={classes.barTitle} wrap="nowrap">
            <Text fw={600} c="plum.9" truncate>
              {canvas.canEdit ? 'Previewing your canvas' : 'Viewing this canvas'}
            </Text>
            <Badge variant="light" color={canvas.status === 'public' ? 'green' : 'gray'} radius="xl">
              {STATUS_LABEL[canvas.status]}
            </Badge>
            {canvas.canEdit ? null : (
              <Badge variant="outline" color="plum" radius="xl">
                View only
              </Badge>
            )}
          </Group>
          <DeviceToggle value={device} onChange={setDevice} />
          {actions ? (
            <Group gap="xs" className={classes.barActions} wrap="nowrap">
              {actions}
            </Group>
          ) : null}
        </div>
      </section>

      {device === 'mobile' ? (
        <div className={classes.phoneStage}>
          <div className={classes.phone}>
            <VisuallyHidden>Mobile preview</VisuallyHidden>
            <div className={classes.phoneScreen}>
              <CanvasView canvas={canvas} mode="preview" framed />
            </div>
          </div>
        </div>
      ) : (
        <CanvasView canvas={canvas} mode="preview" />
      )}

      {actions ? (
        // Phones: the actions sit under the thumb, always in reach while scrolling the canvas.
        <div className={classes.mobileActions}>{actions}</div>
      ) : null}

      <RequiredFieldsModal fields={missing} onClose={() => setMissing([])} onFix={() => navigate(editHref)} />
    </div>
  );
}
