import type { Canvas } from '@canvas/shared';
import { Badge, Group, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { useCanvas } from '../../api/get-canvas';
import { canvasPageError } from '../canvas-not-found';
import { CanvasView } from '../canvas-view/canvas-view';
import classes from './preview-frame.module.css';

export type PreviewDevice = 'desktop' | 'mobile';

interface DeviceToggleProps {
  value: PreviewDevice;
  onChange: (device: PreviewDevice) => void;
  /** The small toolbar version (the editor's live preview pane). */
  compact?: boolean;
  className?: string;
}

/** Which size a preview shows the canvas at: Desktop or Mobile. */
export function DeviceToggle({ value, onChange, compact = false, className }: DeviceToggleProps) {
  const iconSize = compact ? 14 : 16;
  const option = (device: PreviewDevice, label: string, Icon: typeof IconDeviceDesktop) => ({
    value: device,
    label: (
      <Group gap={compact ? 4 : 6} wrap="nowrap">
        <Icon size={iconSize} aria-hidden="true" />
        <span>{label}</span>
      </Group>
    ),
  });
  return (
    <SegmentedControl
      className={className}
      size={compact ? 'xs' : 'sm'}
      radius={compact ? undefined : 'xl'}
      value={value}
      onChange={(next) => onChange(next === 'mobile' ? 'mobile' : 'desktop')}
      aria-label="Preview size"
      data={[option('desktop', 'Desktop', IconDeviceDesktop), option('mobile', 'Mobile', IconDeviceMobile)]}
    />
  );
}

const STATUS_LABEL: Record<Canvas['status'], string> = {
  draft: 'Draft',
  public: 'Public',
  private: 'Private',
};

/** A preview route's canvas (`:id`, a slug or an id), with the loading and not-found states. */
export function PreviewQuery({ children }: { children: (canvas: Canvas) => ReactNode }) {
  const { id = '' } = useParams();
  const query = useCanvas(id);
  return (
    <QueryState
      query={query}
      what="your preview"
      loading={<PageLoader label="Loading preview" />}
      renderError={canvasPageError}
    >
      {children}
    </QueryState>
  );
}

interface PreviewFrameProps {
  canvas: Canvas;
  meta: { title: string; description: string };
  /** The bar's title, e.g. 'Previewing your portfolio'. */
  heading: string;
  /** Badges after the canvas's status. */
  badges?: ReactNode;
  /** The bar's buttons (Edit, Save draft, Publish); null shows none. */
  actions: ReactNode | null;
  /**
   * Where the buttons go on a phone: 'bar' keeps them in the bar, full width under the title and
   * the size toggle; 'bottom' moves them to a bar fixed under the thumb (and drops the toggle: the
   * page already is the mobile view).
   */
  phoneActions: 'bar' | 'bottom';
  /** Dialogs the actions open. */
  children?: ReactNode;
}

/**
 * The frame of the owner's preview pages: a bar with the canvas's status, a desktop or phone-size
 * view and the actions, around the canvas as visitors will see it.
 */
export function PreviewFrame({
  canvas,
  meta,
  heading,
  badges,
  actions,
  phoneActions,
  children,
}: PreviewFrameProps) {
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const bottomActions = phoneActions === 'bottom' && actions !== null;
  return (
    <div
      className={classes.page}
      data-phone-actions={phoneActions}
      data-with-bottom-actions={bottomActions || undefined}
    >
      <PageMeta title={meta.title} description={meta.description} />
      <section className={classes.bar} aria-label="Preview actions">
        <div className={classes.barInner}>
          <Group gap="sm" className={classes.barTitle} wrap="nowrap">
            <Text fw={600} c="plum.9" truncate>
              {heading}
            </Text>
            <Badge variant="light" color={canvas.status === 'public' ? 'green' : 'gray'} radius="xl">
              {STATUS_LABEL[canvas.status]}
            </Badge>
            {badges}
          </Group>
          <DeviceToggle className={classes.device} value={device} onChange={setDevice} />
          {actions !== null ? (
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

      {bottomActions ? <div className={classes.bottomActions}>{actions}</div> : null}

      {children}
    </div>
  );
}
