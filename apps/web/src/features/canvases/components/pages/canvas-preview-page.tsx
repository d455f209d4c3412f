import { type Canvas, missingPublishFields } from '@canvas/shared';
import { Badge, Button, Group, List, Modal, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceDesktop, IconDeviceMobile, IconPencil, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { paths } from '@/lib/paths';
import { useCanvas } from '../../api/get-canvas';
import { useSetCanvasStatus } from '../../api/set-canvas-status';
import { canvasPageError } from '../canvas-not-found';
import { CanvasView } from '../canvas-view/canvas-view';
import classes from './canvas-preview-page.module.css';

type PreviewType = 'student' | 'professional';
type Device = 'desktop' | 'mobile';

/**
 * Save draft (spec 2 §4): a student or professional canvas becomes private once every education
 * has a school name (a draft that could not be published stays a draft).
 */
export function draftBecomesPrivate(canvas: Pick<Canvas, 'educations'>): boolean {
  return canvas.educations.every((education) => education.schoolName.trim() !== '');
}

const STATUS_LABEL: Record<Canvas['status'], string> = {
  draft: 'Draft',
  public: 'Public',
  private: 'Private',
};

/** /student-canvas/preview/{id} and /professional-canvas/preview/{id}: the owner's preview. */
export function CanvasPreviewPage({ type }: { type: PreviewType }) {
  const { id = '' } = useParams();
  const query = useCanvas(id);
  return (
    <QueryState
      query={query}
      what="your preview"
      loading={<PageLoader label="Loading preview" />}
      renderError={canvasPageError}
    >
      {(canvas) => <CanvasPreview canvas={canvas} type={type} />}
    </QueryState>
  );
}

function CanvasPreview({ canvas, type }: { canvas: Canvas; type: PreviewType }) {
  const navigate = useNavigate();
  const [device, setDevice] = useState<Device>('desktop');
  const [missing, setMissing] = useState<string[]>([]);
  const [missingOpened, missingModal] = useDisclosure(false);
  const setStatus = useSetCanvasStatus();

  const canvasType: PreviewType = canvas.type === 'professional' ? 'professional' : type;

  const publish = () => {
    const fields = missingPublishFields(canvas.type, canvas);
    if (fields.length > 0) {
      setMissing(fields);
      missingModal.open();
      return;
    }
    setStatus.mutate(
      { id: canvas.id, action: 'public' },
      { onSuccess: () => navigate(paths.publishSuccess.getHref(canvasType, canvas.slug)) },
    );
  };

  const saveDraft = () => {
    if (canvas.status !== 'private' && draftBecomesPrivate(canvas)) {
      setStatus.mutate(
        { id: canvas.id, action: 'private' },
        { onSuccess: () => navigate(paths.myCanvases.getHref()) },
      );
      return;
    }
    navigate(paths.myCanvases.getHref());
  };

  const isBusy = setStatus.isPending;
  const pendingAction = setStatus.variables?.action;

  return (
    <div className={classes.page}>
      <PageMeta title="Preview" description="Preview your portfolio before you publish it." />
      <section className={classes.bar} aria-label="Preview actions">
        <div className={classes.barInner}>
          <Group gap="sm" className={classes.barTitle} wrap="nowrap">
            <Text fw={600} c="plum.9" truncate>
              Previewing your portfolio
            </Text>
            <Badge variant="light" color={canvas.status === 'public' ? 'green' : 'gray'} radius="xl">
              {STATUS_LABEL[canvas.status]}
            </Badge>
          </Group>
          <SegmentedControl
            className={classes.device}
            size="sm"
            radius="xl"
            value={device}
            onChange={(value) => setDevice(value as Device)}
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
          <Group gap="xs" className={classes.barActions} wrap="nowrap">
            <Button
              component={Link}
              to={paths.canvasEditor[canvasType].getHref(canvas.slug)}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
            >
              Edit
            </Button>
            <Button
              variant="default"
              onClick={saveDraft}
              loading={isBusy && pendingAction === 'private'}
              disabled={isBusy}
            >
              Save draft
            </Button>
            <Button
              onClick={publish}
              loading={isBusy && pendingAction === 'public'}
              disabled={isBusy}
              leftSection={<IconRocket size={16} aria-hidden="true" />}
            >
              Publish
            </Button>
          </Group>
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

      <Modal opened={missingOpened} onClose={missingModal.close} title="Required fields" size={500}>
        <Text mb="sm">Please complete these before publishing:</Text>
        <List>
          {missing.map((field) => (
            <List.Item key={field}>{field}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={missingModal.close}>
            Close
          </Button>
          <Button component={Link} to={paths.canvasEditor[canvasType].getHref(canvas.slug)}>
            Edit portfolio
          </Button>
        </Group>
      </Modal>
    </div>
  );
}
