import {
  type Canvas,
  canvasCompletion,
  isValidBookingLink,
  missingPublishFields,
  stripInstagramHandle,
} from '@canvas/shared';
import {
  IconAward,
  IconBrandInstagram,
  IconBriefcase,
  IconCalendarEvent,
  IconChartBar,
  IconListDetails,
  IconPhoto,
  IconSchool,
  IconUser,
  IconVideo,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageMeta } from '@/components/page-meta';
import { useAutosave } from '../hooks/use-autosave';
import { useDraft } from '../hooks/use-draft';
import { useEditorActions } from '../hooks/use-editor-actions';
import { personDraftCodec, type SavedCanvasRef, useEditorSave } from '../hooks/use-editor-save';
import { useOpenPanels } from '../hooks/use-open-panels';
import { useSaveOnLeave } from '../hooks/use-save-on-leave';
import {
  draftFromCanvas,
  draftToPreviewCanvas,
  type EditorDraft,
  emptyDraft,
  type PersonalCanvasType,
} from '../model/draft';
import { emptySections, type PanelId, panelSummaries } from '../model/sections';
import { CreateHeader } from './create-header';
import { EditorLayout, type EditorPanel } from './editor-layout';
import { GettingStarted } from './getting-started';
import { LeaveDialog } from './leave-dialog';
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
import { SocialMediaPanel } from './panels/social-media-panel';
import { WorkMediaPanel } from './panels/work-media-panel';

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

/**
 * The student and professional editor (spec 2 "Student and professional editor"): its draft, its
 * panels and the checks its actions make, in the editor layout. The draft is saved every 20
 * seconds while changed, when a field loses focus or the user leaves (useSaveOnLeave), and by each
 * header button before it acts (useEditorActions).
 */
export function EditorWorkspace({ type, canvas, baseCanvas, onCreated }: EditorWorkspaceProps) {
  const [params] = useSearchParams();
  const { draft, getDraft, update } = useDraft<EditorDraft>(() =>
    initialDraft(canvas, baseCanvas, params.get('username')),
  );
  const editor = useEditorSave({ type, canvas, baseCanvas, getDraft, codec: personDraftCodec, onCreated });
  const { openPanels, setOpenPanels, openPanel } = useOpenPanels<PanelId>(['about']);
  const [showBookingError, setShowBookingError] = useState(false);

  useAutosave({ isDirty: editor.isDirty, save: editor.save });
  const leaving = useSaveOnLeave(editor);

  const preview = useMemo(() => draftToPreviewCanvas(baseCanvas, draft), [baseCanvas, draft]);
  const summaries = panelSummaries(draft);
  const completion = canvasCompletion(preview);

  const actions = useEditorActions({
    type,
    save: editor.save,
    saved: editor.saved,
    // The explicit buttons refuse to save a booking link visitors could not follow.
    checkBeforeSave: () => {
      if (isValidBookingLink(getDraft().bookingUrl)) return true;
      setShowBookingError(true);
      openPanel('booking');
      return false;
    },
    publishReadiness: () => {
      const current = getDraft();
      return {
        missing: missingPublishFields(type, {
          introduction: preview.introduction,
          detail: { ...preview.detail, locations: current.locations },
          educations: current.educations,
        }),
        empty: emptySections(current),
      };
    },
    // Spec 2 §4: the canvas becomes private only when every education has a school name.
    canBecomePrivate: () => getDraft().educations.every((education) => education.schoolName.trim() !== ''),
    onDeleted: leaving.leaveWithoutSaving,
  });

  const typeLabel = type === 'student' ? 'Student' : 'Professional';
  const panels: (Omit<EditorPanel, 'id' | 'summary'> & { id: PanelId })[] = [
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
      <EditorLayout
        header={
          <CreateHeader
            type={type}
            activeStep={0}
            saveState={editor.saveState}
            onRetrySave={() => void editor.save().catch(() => undefined)}
            pending={actions.pending}
            onSaveAndClose={actions.saveAndClose}
            onPreview={actions.openPreview}
            onPublish={() => actions.publish(false)}
            onSaveDraft={actions.saveDraft}
            onEditBasicInfo={actions.editBasicInfo}
          />
        }
        eyebrow={`${typeLabel} canvas`}
        title={draft.introduction.name.trim() ? `${draft.introduction.name.trim()}’s canvas` : 'Your canvas'}
        completion={completion}
        panels={panels.map((panel) => ({ ...panel, summary: summaries[panel.id] }))}
        openPanels={openPanels}
        onOpenPanelsChange={setOpenPanels}
        onDelete={editor.saved ? actions.deletion.open : undefined}
        preview={preview}
        published={canvas?.status === 'public'}
        onFieldBlur={leaving.saveOnBlur}
      >
        <LeaveDialog leave={leaving.leave} />
        <RequiredFieldsModal
          fields={actions.missing}
          onClose={actions.dismissMissing}
          onFix={(field) => {
            actions.dismissMissing();
            openPanel(field === 'Location' ? 'about' : 'education');
          }}
        />
        <EmptyFieldsModal
          sections={actions.emptyWarning}
          onClose={actions.dismissEmptyWarning}
          onPublishAnyway={() => actions.publish(true)}
        />
        <ConfirmDialog
          opened={actions.deletion.isOpen}
          onClose={actions.deletion.close}
          onConfirm={actions.deletion.confirm}
          title="Delete this portfolio?"
          confirmLabel="Delete portfolio"
          danger
          loading={actions.deletion.isPending}
        >
          Your portfolio disappears from Canvas at once and cannot be restored by you. We keep its data for
          two months, then erase it.
        </ConfirmDialog>
        <GettingStarted />
      </EditorLayout>
    </>
  );
}
