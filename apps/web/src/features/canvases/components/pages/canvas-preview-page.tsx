import { type Canvas, missingPublishFields } from '@canvas/shared';
import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DialogActions } from '@/components/dialog-actions';
import { paths } from '@/lib/paths';
import { useSetCanvasStatus } from '../../api/set-canvas-status';
import { PreviewFrame, PreviewQuery } from '../preview-frame/preview-frame';

type PreviewType = 'student' | 'professional';

/**
 * Save draft (spec 2 §4): a student or professional canvas becomes private once every education
 * has a school name (a draft that could not be published stays a draft).
 */
export function draftBecomesPrivate(canvas: Pick<Canvas, 'educations'>): boolean {
  return canvas.educations.every((education) => education.schoolName.trim() !== '');
}

/** /student-canvas/preview/{id} and /professional-canvas/preview/{id}: the owner's preview. */
export function CanvasPreviewPage({ type }: { type: PreviewType }) {
  return <PreviewQuery>{(canvas) => <CanvasPreview canvas={canvas} type={type} />}</PreviewQuery>;
}

function CanvasPreview({ canvas, type }: { canvas: Canvas; type: PreviewType }) {
  const navigate = useNavigate();
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
    <PreviewFrame
      canvas={canvas}
      meta={{ title: 'Preview', description: 'Preview your portfolio before you publish it.' }}
      heading="Previewing your portfolio"
      phoneActions="bar"
      actions={
        <>
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
        </>
      }
    >
      <Modal opened={missingOpened} onClose={missingModal.close} title="Required fields" size={500}>
        <Stack gap="lg">
          <div>
            <Text mb="sm">Please complete these before publishing:</Text>
            <List>
              {missing.map((field) => (
                <List.Item key={field}>{field}</List.Item>
              ))}
            </List>
          </div>
          <DialogActions>
            <Button variant="default" onClick={missingModal.close}>
              Close
            </Button>
            <Button component={Link} to={paths.canvasEditor[canvasType].getHref(canvas.slug)}>
              Edit portfolio
            </Button>
          </DialogActions>
        </Stack>
      </Modal>
    </PreviewFrame>
  );
}
