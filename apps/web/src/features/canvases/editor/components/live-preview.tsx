import { type Canvas, messages } from '@canvas/shared';
import { Button, Drawer, Group, Text } from '@mantine/core';
import { useClipboard, useDisclosure, useElementSize } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { notify } from '@/lib/notify';
import { CanvasView } from '../../components/canvas-view/canvas-view';
import { DeviceToggle, type PreviewDevice } from '../../components/preview-frame/preview-frame';
import classes from './live-preview.module.css';

/** The widths the pane renders the canvas at before scaling it to fit. */
const DEVICE_WIDTHS: Record<PreviewDevice, number> = { desktop: 1280, mobile: 390 };

/**
 * The canvas's public link with a copy button (spec 2 "Business and school editor": the live
 * preview has a copyable portfolio link); copying says 'The link has been copied to your clipboard'.
 */
export function CanvasLinkCopy({ url, className }: { url: string; className?: string }) {
  const clipboard = useClipboard({ timeout: 2500 });
  return (
    <Group gap="xs" wrap="nowrap" className={`${classes.link} ${className ?? ''}`}>
      <Text size="xs" c="dimmed" className={classes.linkLabel}>
        Your link
      </Text>
      <Text size="sm" fw={500} c="plum.9" truncate="end" className={classes.linkUrl} title={url}>
        {url}
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={
          clipboard.copied ? (
            <IconCheck size={14} aria-hidden="true" />
          ) : (
            <IconCopy size={14} aria-hidden="true" />
          )
        }
        onClick={() => {
          clipboard.copy(url);
          notify.success({ id: 'link-copied', message: messages.linkCopied });
        }}
        aria-label="Copy the canvas link"
        className={classes.linkButton}
      >
        {clipboard.copied ? 'Copied' : 'Copy'}
      </Button>
    </Group>
  );
}

/**
 * The live preview pane (wide screens): the unsaved draft rendered by the public view, at a real
 * desktop or phone width and scaled down to fit, so what the user sees is what visitors will see.
 */
export function LivePreview({ canvas, link }: { canvas: Canvas; link?: string | undefined }) {
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const frame = useElementSize();
  const content = useElementSize();
  const baseWidth = DEVICE_WIDTHS[device];
  const scale = frame.width > 0 ? Math.min(1, frame.width / baseWidth) : 1;

  return (
    <div className={classes.pane}>
      <Group justify="space-between" className={classes.toolbar} wrap="nowrap">
        <div>
          <Text fw={600} size="sm" c="plum.9">
            Live preview
          </Text>
          <Text size="xs" c="dimmed">
            Updates as you type
          </Text>
        </div>
        <DeviceToggle value={device} onChange={setDevice} compact />
      </Group>
      {link ? <CanvasLinkCopy url={link} className={classes.paneLink} /> : null}
      <div className={classes.viewport} ref={frame.ref} data-device={device}>
        <div
          className={classes.sizer}
          style={{
            width: baseWidth * scale,
            height: content.height > 0 ? content.height * scale : undefined,
          }}
        >
          <div
            ref={content.ref}
            className={classes.scaled}
            style={{ width: baseWidth, transform: scale === 1 ? undefined : `scale(${scale})` }}
          >
            <CanvasView canvas={canvas} mode="live" framed />
          </div>
        </div>
      </div>
    </div>
  );
}

/** Under 1024 px the pane is hidden; a Preview button opens the draft full screen instead. */
export function MobilePreview({
  canvas,
  trigger,
}: {
  canvas: Canvas;
  trigger: (open: () => void) => ReactNode;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {trigger(open)}
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="100%"
        title="Live preview"
        classNames={{ body: classes.drawerBody }}
      >
        {opened ? <CanvasView canvas={canvas} mode="live" framed /> : null}
      </Drawer>
    </>
  );
}
