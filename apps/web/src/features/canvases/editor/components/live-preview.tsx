import type { Canvas } from '@canvas/shared';
import { Drawer, Group, SegmentedControl, Text } from '@mantine/core';
import { useDisclosure, useElementSize } from '@mantine/hooks';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { CanvasView } from '../../components/canvas-view/canvas-view';
import classes from './live-preview.module.css';

/** The widths the pane renders the canvas at before scaling it to fit. */
const DEVICE_WIDTHS = { desktop: 1280, mobile: 390 } as const;
type Device = keyof typeof DEVICE_WIDTHS;

/**
 * The live preview pane (wide screens): the unsaved draft rendered by the public view, at a real
 * desktop or phone width and scaled down to fit, so what the user sees is what visitors will see.
 */
export function LivePreview({ canvas }: { canvas: Canvas }) {
  const [device, setDevice] = useState<Device>('desktop');
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
        <SegmentedControl
          size="xs"
          value={device}
          onChange={(value) => setDevice(value === 'mobile' ? 'mobile' : 'desktop')}
          aria-label="Preview size"
          data={[
            {
              value: 'desktop',
              label: (
                <Group gap={4} wrap="nowrap">
                  <IconDeviceDesktop size={14} aria-hidden="true" />
                  Desktop
                </Group>
              ),
            },
            {
              value: 'mobile',
              label: (
                <Group gap={4} wrap="nowrap">
                  <IconDeviceMobile size={14} aria-hidden="true" />
                  Mobile
                </Group>
              ),
            },
          ]}
        />
      </Group>
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
