import {
  type Canvas,
  canvasCompletion,
  isValidBookingLink,
  missingPublishFields,
  type PublishField,
  stripInstagramHandle,
} from '@canvas/shared';
import { Accordion, Anchor, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import {
  IconAward,
  IconBrandInstagram,
  IconBriefcase,
  IconCalendarEvent,
  IconChartBar,
  IconEye,
  IconListDetails,
  IconPhoto,
  IconSchool,
  IconUser,
  IconVideo,
} from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useDeleteCanvas } from '../../api/delete-canvas';
import { useSetCanvasStatus } from '../../api/set-canvas-status';
import { useAutosave } from '../hooks/use-autosave';
import { type SavedCanvasRef, useEditorSave } from '../hooks/use-editor-save';
import {
  draftFromCanvas,
  draftToPreviewCanvas,
  type EditorDraft,
  emptyDraft,
  type PersonalCanvasType,
} from '../model/draft';
import { emptySections, type PanelId, panelSummaries } from '../model/sections';
import { CreateHeader } from './create-header';
import classes from './editor-workspace.module.css';
import { GettingStarted } from './getting-started';
import { LivePreview, MobilePreview } from './live-preview';
import { ConfirmModal } from './modals/confirm-modal';
import { EmptyFieldsModal } from './modals/empty-fields-modal';
import { RequiredFieldsModal } from './modals/required-fields-modal';
import { AboutMePanel } from './panels/about-me-panel';
import { AdditionalInfoPanel } from './panels/additional-info-panel';
import { AwardsPanel } from './panels/awards-panel';
import { BookingPanel } from './panels/booking-panel';
import { EducationPanel } from './panels/education-panel';
import { EmploymentPanel } from './panels/employment-panel';
import { FeaturedMediaPanel } from './panels/featured-media-panel';
import { KpiPanel } from './panels/kpi-panel';
import type { UpdateDraft } from './panels/panel-types';
import { SocialMediaPanel } from './panels/social-media-panel';
import { WorkMediaPanel } from './panels/work-media-panel';

type Pending = 'saveAndClose' | 'preview' | 'publish' | 'saveDraft' | null;

interface EditorWorkspaceProps {
  type: PersonalCanvasType;
  /** The canvas as loaded; null when creating (nothing saved yet). */
  canvas: Canvas | null;
  /** What the preview builds on: the loaded canvas, or a shell for an unsaved one. */
  baseCanvas: Canvas;
  onCreated?: (saved: SavedCanvasRef) => void;
}

function initialDraft(canvas: Canvas | null, baseCanvas: Canvas, username: string | null): EditorDraft {
  const draft = canvas ? draftFromCanvas(canvas) : emptyDraft(baseCanvas.introduction.name);
  // Spec 2 editor: a username in the query prefills the Instagram handle.
  const handle = username ? stripInstagramHandle(username) : '';
  if (!handle) return draft;
  return { ...draft, instagramHandle: handle, socialMedia: { ...draft.socialMedia, instagram: handle } };
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
 * The student and professional editor (spec 2 "Student and professional editor"): collapsible
 * panels on the left, the live preview on the right, the create header on top. The draft lives
 * here; it is saved every 20 seconds while changed, and by each header button before it acts.
 */
export function EditorWorkspace({ type, canvas, baseCanvas, onCreated }: EditorWorkspaceProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<EditorDraft>(() =>
    initialDraft(canvas, baseCanvas, params.get('username')),
  );
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const getDraft = useCallback(() => draftRef.current, []);
  const editor = useEditorSave({ type, canvas, baseCanvas, getDraft, onCreated });
  const setStatus = useSetCanvasStatus();
  const deleteCanvas = useDeleteCanvas();

  const [openPanels, setOpenPanels] = useState<string[]>(['about']);
  const [pending, setPending] = useState<Pending>(null);
  const [missing, setMissing] = useState<PublishField[]>([]);
  const [emptyWarning, setEmptyWarning] = useState<string[]>([]);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [showBookingError, setShowBookingError] = useState(false);

  useAutosave({ isDirty: editor.isDirty, save: editor.save });

  const update: UpdateDraft = useCallback((updater) => setDraft((current) => updater(current)), []);
  const preview = useMemo(() => draftToPreviewCanvas(baseCanvas, draft), [baseCanvas, draft]);
  const summaries = panelSummaries(draft);
  const completion = canvasCompletion(preview);

  const openPanel = (panel: PanelId) => {
    setOpenPanels((current) => (current.includes(panel) ? current : [...current, panel]));
    window.setTimeout(
      () => document.getElementById(`panel-${panel}`)?.scrollIntoView({ block: 'start' }),
      50,
    );
  };

  /** The explicit buttons refuse to save a booking link visitors could not follow. */
  const checkBeforeSave = (): boolean => {
    if (isValidBookingLink(draftRef.current.bookingUrl)) return true;
    setShowBookingError(true);
    openPanel('booking');
    return false;
  };

  const run = async (action: Exclude<Pending, null>, work: () => Promise<void>) => {
    if (!checkBeforeSave()) return;
    setPending(action);
    try {
      await work();
    } catch {
      // The API client has shown the server's message; the editor stays as it is.
    } finally {
      setPending(null);
    }
  };

  const saveAndClose = () =>
    run('saveAndClose', async () => {
      await editor.save();
      navigate(paths.myCanvases);
    });

  const openPreview = () =>
    run('preview', async () => {
      const saved = await editor.save();
      navigate(paths.canvasPreview.getHref(type, saved.id));
    });

  const publish = async (confirmedEmpty: boolean) => {
    const current = draftRef.current;
    const absent = missingPublishFields(type, {
      introduction: preview.introduction,
      detail: { ...preview.detail, locations: current.locations },
      educations: current.educations,
    });
    if (absent.length > 0) {
      setMissing(absent);
      return;
    }
    const empty = emptySections(current);
    if (!confirmedEmpty && empty.length > 0) {
      setEmptyWarning(empty);
      return;
    }
    setEmptyWarning([]);
    await run('publish', async () => {
      const saved = await editor.save();
      await setStatus.mutateAsync({ id: saved.id, action: 'public' });
      navigate(paths.publishSuccess.getHref(type, saved.slug));
    });
  };

  const saveDraft = () =>
    run('saveDraft', async () => {
      const saved = await editor.save();
      // Spec 2 §4: the canvas becomes private only when every education has a school name.
      if (draftRef.current.educations.every((education) => education.schoolName.trim() !== '')) {
        await setStatus.mutateAsync({ id: saved.id, action: 'private' });
      }
      navigate(paths.myCanvases);
    });

  const editBasicInfo = () =>
    run('saveAndClose', async () => {
      const saved = await editor.save();
      navigate(
        type === 'student'
          ? paths.educationInfo.getHref(saved.slug)
          : paths.professionalInfo.getHref(saved.slug),
      );
    });

  const removePortfolio = async () => {
    const saved = editor.saved;
    if (!saved) return;
    try {
      await deleteCanvas.mutateAsync(saved.id);
      setDeleteOpen(false);
      navigate(paths.myPortfolio);
    } catch {
      // The API client has shown the server's message.
    }
  };

  const typeLabel = type === 'student' ? 'Student' : 'Professional';
  const panels: { id: PanelId; title: string; icon: ReactNode; content: ReactNode }[] = [
    {
      id: 'about',
      title: 'About Me',
      icon: <IconUser size={18} />,
      content: <AboutMePanel draft={draft} update={update} />,
    },
    {
      id: 'education',
      title: type === 'student' ? 'Education info' : 'Education and License info',
      icon: <IconSchool size={18} />,
      content: <EducationPanel draft={draft} update={update} withCategories={type === 'professional'} />,
    },
    {
      id: 'featured',
      title: 'Featured Photos and Videos',
      icon: <IconPhoto size={18} />,
      content: <FeaturedMediaPanel draft={draft} update={update} canvasType={type} />,
    },
    {
      id: 'booking',
      title: 'Online Booking',
      icon: <IconCalendarEvent size={18} />,
      content: <BookingPanel draft={draft} update={update} showErrors={showBookingError} />,
    },
    {
      id: 'work',
      title: 'My Work Photos and Videos',
      icon: <IconVideo size={18} />,
      content: <WorkMediaPanel draft={draft} update={update} canvasType={type} />,
    },
    {
      id: 'kpi',
      title: 'KPIs',
      icon: <IconChartBar size={18} />,
      content: <KpiPanel draft={draft} update={update} />,
    },
    {
      id: 'additional',
      title: 'Additional Information',
      icon: <IconListDetails size={18} />,
      content: <AdditionalInfoPanel draft={draft} update={update} />,
    },
    {
      id: 'employment',
      title: 'Employment Information',
      icon: <IconBriefcase size={18} />,
      content: <EmploymentPanel draft={draft} update={update} />,
    },
    {
      id: 'awards',
      title: 'Celebrations, Certifications & Awards',
      icon: <IconAward size={18} />,
      content: <AwardsPanel draft={draft} update={update} />,
    },
    {
      id: 'social',
      title: 'Social Media',
      icon: <IconBrandInstagram size={18} />,
      content: (
        <SocialMediaPanel
          draft={draft}
          update={update}
          canvasId={editor.saved?.id ?? null}
          save={editor.save}
        />
      ),
    },
  ];

  return (
    <>
      <PageMeta title={`${typeLabel} canvas editor`} description="Build your portfolio on Canvas." />
      <CreateHeader
        type={type}
        activeStep={0}
        saveState={editor.saveState}
        pending={pending}
        onSaveAndClose={saveAndClose}
        onPreview={openPreview}
        onPublish={() => publish(false)}
        onSaveDraft={saveDraft}
        onEditBasicInfo={editBasicInfo}
      />
      <div className={classes.layout}>
        <div className={classes.editor}>
          <header className={classes.intro}>
            <Text className={classes.eyebrow}>{typeLabel} canvas</Text>
            <Title order={1} className={classes.title}>
              {draft.introduction.name.trim() ? `${draft.introduction.name.trim()}’s canvas` : 'Your canvas'}
            </Title>
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
          </header>
          <Accordion
            multiple
            value={openPanels}
            onChange={setOpenPanels}
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
                  <PanelControl icon={panel.icon} title={panel.title} summary={summaries[panel.id]} />
                </Accordion.Control>
                <Accordion.Panel>{panel.content}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          {editor.saved ? (
            <Stack align="center" mt="xl" gap={4}>
              <Anchor
                component="button"
                type="button"
                c="blush.8"
                size="sm"
                fw={600}
                onClick={() => setDeleteOpen(true)}
              >
                Delete This Portfolio
              </Anchor>
              <Text size="xs" c="dimmed">
                Deleting removes it for everyone at once.
              </Text>
            </Stack>
          ) : null}
        </div>
        <aside className={classes.preview} aria-label="Live preview">
          <LivePreview canvas={preview} />
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

      <RequiredFieldsModal
        fields={missing}
        onClose={() => setMissing([])}
        onFix={(field) => {
          setMissing([]);
          openPanel(field === 'Location' ? 'about' : 'education');
        }}
      />
      <EmptyFieldsModal
        sections={emptyWarning}
        onClose={() => setEmptyWarning([])}
        onPublishAnyway={() => publish(true)}
      />
      <ConfirmModal
        opened={isDeleteOpen}
        onClose={() => setDeleteOpen(false)}
        onConfirm={removePortfolio}
        title="Delete this portfolio?"
        confirmLabel="Delete portfolio"
        loading={deleteCanvas.isPending}
      >
        Your portfolio disappears from Canvas at once and cannot be restored by you. We keep its data for two
        months, then erase it.
      </ConfirmModal>
      <GettingStarted />
    </>
  );
}
