import { type Canvas, messages } from '@canvas/shared';
import { Accordion, Anchor, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Eyebrow } from '@/components/eyebrow';
import classes from './editor-layout.module.css';
import { CanvasLinkCopy, LivePreview, MobilePreview } from './live-preview';

export interface EditorPanel {
  /** Also the panel's element id, `panel-{id}`, which useOpenPanels scrolls to. */
  id: string;
  title: string;
  icon: ReactNode;
  /** One line under the title saying what the panel holds. */
  summary: string;
  content: ReactNode;
}

interface EditorLayoutProps {
  /** The create header, above the panels and the preview. */
  header: ReactNode;
  eyebrow: string;
  title: string;
  /** Portfolio completion (0-100), shown under the title when given. */
  completion?: number;
  panels: EditorPanel[];
  openPanels: string[];
  onOpenPanelsChange: (openPanels: string[]) => void;
  /** Shows 'Delete This Portfolio' under the panels; leave out while there is nothing to delete. */
  onDelete?: () => void;
  /** The draft as visitors will see it, for the live preview pane and the mobile preview. */
  preview: Canvas;
  /** The canvas's public link, shown with a copy button above the preview (and under the title on small screens). */
  link?: string;
  /** The canvas is public: saved edits are live at once, and the editor says so under the title. */
  published?: boolean;
  /** A field in the panels (or their dialogs) lost focus: the editor saves its changes. */
  onFieldBlur?: () => void;
  /** The editor's modals and overlays. */
  children?: ReactNode;
}

function PanelControl({ icon, title, summary }: { icon: ReactNode; title: string; summary: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <span className={classes.panelIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={classes.panelHeading}>
        <span className={classes.panelTitle}>{title}</span>
        <span className={classes.panelSummary}>{summary}</span>
      </span>
    </Group>
  );
}

/**
 * The editor's arrangement (spec 2 editors): the create header on top, collapsible panels on the
 * left and the live preview on the right; on small screens the preview opens from a floating
 * Preview button instead, which steps aside while a field is being typed in (it would cover it
 * above the phone's keyboard). It holds no draft: the editor gives it the panels and the preview.
 */
export function EditorLayout({
  header,
  eyebrow,
  title,
  completion,
  panels,
  openPanels,
  onOpenPanelsChange,
  onDelete,
  preview,
  link,
  published = false,
  onFieldBlur,
  children,
}: EditorLayoutProps) {
  return (
    <>
      {header}
      <div className={classes.layout}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: it hears its fields lose focus (React's onBlur bubbles, also from their dialogs); the wrapper itself is no control. */}
        <div className={classes.editor} onBlur={onFieldBlur}>
          <header className={classes.intro}>
            <Eyebrow>{eyebrow}</Eyebrow>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            {completion === undefined ? null : (
              <Group gap="sm" mt="xs" wrap="nowrap" className={classes.completion}>
                <Progress
                  value={completion}
                  size="sm"
                  radius="xl"
                  color="plum.6"
                  className={classes.completionBar}
                  aria-label="Portfolio completion"
                />
                <Text size="xs" c="dimmed" className={classes.completionText}>
                  {completion}% complete
                </Text>
              </Group>
            )}
            {published ? (
              <Text size="sm" className={classes.live}>
                <IconWorld size={16} aria-hidden="true" />
                {messages.editorPublishedLive}
              </Text>
            ) : null}
            {link ? <CanvasLinkCopy url={link} className={classes.introLink} /> : null}
          </header>
          <Accordion
            multiple
            value={openPanels}
            onChange={onOpenPanelsChange}
            variant="separated"
            radius="lg"
            chevronPosition="right"
            order={2}
            classNames={{
              item: classes.panel,
              control: classes.panelControl,
              content: classes.panelContent,
            }}
          >
            {panels.map((panel) => (
              <Accordion.Item key={panel.id} value={panel.id} id={`panel-${panel.id}`}>
                <Accordion.Control>
                  <PanelControl icon={panel.icon} title={panel.title} summary={panel.summary} />
                </Accordion.Control>
                <Accordion.Panel>{panel.content}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          {onDelete ? (
            <Stack align="center" mt="xl" gap={4}>
              <Anchor component="button" type="button" c="blush.8" size="sm" fw={600} onClick={onDelete}>
                Delete This Portfolio
              </Anchor>
              <Text size="xs" c="dimmed">
                Deleting removes it for everyone at once.
              </Text>
            </Stack>
          ) : null}
        </div>
        <aside className={classes.preview} aria-label="Live preview">
          <LivePreview canvas={preview} link={link} />
        </aside>
      </div>

      <MobilePreview
        canvas={preview}
        trigger={(open) => (
          <Button
            className={classes.mobilePreviewButton}
            leftSection={<IconEye size={18} aria-hidden="true" />}
            onClick={open}
            size="md"
            aria-label="Preview my canvas"
          >
            Preview
          </Button>
        )}
      />

      {children}
    </>
  );
}
