import type { Canvas } from '@canvas/shared';
import {
  IconAward,
  IconBrandInstagram,
  IconBuildingStore,
  IconListDetails,
  IconMapPin,
  IconPhoto,
  IconSchool,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageMeta } from '@/components/page-meta';
import { canvasQueryOptions } from '../../../api/get-canvas';
import { canvasShareUrl } from '../../../components/canvas-view/view-rules';
import { CreateHeader } from '../../../editor/components/create-header';
import { EditorLayout, type EditorPanel } from '../../../editor/components/editor-layout';
import { LeaveDialog } from '../../../editor/components/leave-dialog';
import { RequiredFieldsModal } from '../../../editor/components/modals/required-fields-modal';
import { SocialMediaPanel } from '../../../editor/components/panels/social-media-panel';
import { useAutosave } from '../../../editor/hooks/use-autosave';
import { useDraft } from '../../../editor/hooks/use-draft';
import { type DraftCodec, type SavedCanvasRef, useEditorSave } from '../../../editor/hooks/use-editor-save';
import { useOpenPanels } from '../../../editor/hooks/use-open-panels';
import { useSaveOnLeave } from '../../../editor/hooks/use-save-on-leave';
import { useInvitedMembers } from '../hooks/use-invited-members';
import { useOrgEditorActions } from '../hooks/use-org-editor-actions';
import {
  draftLocations,
  type OrgCanvasType,
  type OrgDraft,
  orgDraftFingerprint,
  orgDraftFromCanvas,
  orgDraftToInput,
  orgDraftToPreviewCanvas,
} from '../model/org-draft';
import {
  ORG_COPY,
  type OrgPanelId,
  orgPanelSummaries,
  orgPublishMissing,
  panelOfField,
} from '../model/org-rules';
import { DetailsPanel } from './details-panel';
import { IntroductionPanel } from './introduction-panel';
import { OrgAdditionalPanel } from './org-additional-panel';
import { OrgAwardsPanel } from './org-awards-panel';
import { OrgMediaPanel } from './org-media-panel';

const orgDraftCodec: DraftCodec<OrgDraft> = {
  toInput: orgDraftToInput,
  fingerprint: orgDraftFingerprint,
  toPreview: orgDraftToPreviewCanvas,
};

interface OrgEditorWorkspaceProps {
  type: OrgCanvasType;
  /** The canvas as last read (refreshed after each save and each invitation). */
  canvas: Canvas;
  fromPost: boolean;
}

/**
 * The business and school editor (spec 2 "Business and school editor"): its draft, six panels and
 * the header's actions, in the person editors' layout.
 *
 * Saving: spec 2 §4 says the business/school autosave interval "exists but is not started". We
 * start it (every 20 seconds while changed, as the person editors do) and save on the same
 * occasions as they do (useSaveOnLeave: a field losing focus, leaving the editor, hiding the tab),
 * because issue #26 asks that no edit is ever lost; so the header's 'Auto-saved every 20 seconds.'
 * is true here too.
 */
export function OrgEditorWorkspace({ type, canvas, fromPost }: OrgEditorWorkspaceProps) {
  const queryClient = useQueryClient();
  const { draft, getDraft, update } = useDraft<OrgDraft>(() => orgDraftFromCanvas(canvas));
  // The canvas as first read: the save hook compares against it, and it never changes under it.
  const [loaded] = useState(canvas);
  const editor = useEditorSave({ type, canvas: loaded, baseCanvas: loaded, getDraft, codec: orgDraftCodec });
  const { openPanels, setOpenPanels, openPanel } = useOpenPanels<OrgPanelId>(['introduction']);
  const [showLocationErrors, setShowLocationErrors] = useState(false);

  useAutosave({ isDirty: editor.isDirty, save: editor.save });
  const leaving = useSaveOnLeave(editor);
  useInvitedMembers(canvas, update);

  // Invitations go to a location the server has: a new location is saved as soon as it is added.
  const savedLocationIds = useMemo(
    () => new Set(canvas.detail.locations.map((location) => location.uuid)),
    [canvas],
  );
  const unsavedLocations = draftLocations(draft)
    .map((location) => location.uuid)
    .filter((uuid) => !savedLocationIds.has(uuid))
    .join(',');
  const requestedFor = useRef('');
  useEffect(() => {
    if (!unsavedLocations || requestedFor.current === unsavedLocations) return;
    requestedFor.current = unsavedLocations;
    editor.save().catch(() => {
      // The save reports its own failure; the autosave tries again.
    });
  }, [unsavedLocations, editor.save]);

  const preview = useMemo(() => orgDraftToPreviewCanvas(canvas, draft), [canvas, draft]);
  const copy = ORG_COPY[type];

  const actions = useOrgEditorActions({
    type,
    fromPost,
    save: editor.save,
    missingFields: () => {
      const missing = orgPublishMissing(type, canvas, getDraft());
      setShowLocationErrors(missing.includes('Location'));
      return missing;
    },
    gateCanvas: (saved: SavedCanvasRef) => {
      const latest = queryClient.getQueryData(canvasQueryOptions(saved.id).queryKey);
      return { id: saved.id, slug: saved.slug, payorder: latest?.payorder ?? canvas.payorder };
    },
  });

  const summaries = orgPanelSummaries(type, draft);
  const panels: (Omit<EditorPanel, 'id' | 'summary'> & { id: OrgPanelId })[] = [
    {
      id: 'introduction',
      title: 'Introduction',
      icon: type === 'school' ? <IconSchool size={18} /> : <IconBuildingStore size={18} />,
      content: <IntroductionPanel type={type} draft={draft} update={update} />,
    },
    {
      id: 'media',
      title: 'Featured Photos & Videos',
      icon: <IconPhoto size={18} />,
      content: <OrgMediaPanel type={type} draft={draft} update={update} />,
    },
    {
      id: 'details',
      title: 'Details',
      icon: <IconMapPin size={18} />,
      content: (
        <DetailsPanel
          type={type}
          draft={draft}
          update={update}
          canvasId={canvas.id}
          savedLocationIds={savedLocationIds}
          showLocationErrors={showLocationErrors}
        />
      ),
    },
    {
      id: 'additional',
      title: 'Additional Information',
      icon: <IconListDetails size={18} />,
      content: <OrgAdditionalPanel type={type} draft={draft} update={update} />,
    },
    {
      id: 'awards',
      title: 'Awards and Achievements',
      icon: <IconAward size={18} />,
      content: <OrgAwardsPanel type={type} draft={draft} update={update} />,
    },
    {
      id: 'social',
      title: 'Social Media',
      icon: <IconBrandInstagram size={18} />,
      content: <SocialMediaPanel draft={draft} update={update} canvasId={canvas.id} save={editor.save} />,
    },
  ];

  const name = draft.companyName.trim();
  return (
    <>
      <PageMeta title={`${copy.typeLabel} canvas editor`} description="Build your canvas on Canvas." />
      <EditorLayout
        header={
          <CreateHeader
            type={type}
            activeStep={1}
            onStepClick={() => void actions.editBasicInfo()}
            saveState={editor.saveState}
            onRetrySave={() => void editor.save().catch(() => undefined)}
            pending={actions.pending}
            onPreview={actions.openPreview}
            onPublish={() => void actions.publish()}
            onSaveDraft={actions.saveDraft}
            onEditBasicInfo={actions.editBasicInfo}
          />
        }
        eyebrow={`${copy.typeLabel} canvas`}
        title={name || `Your ${type} canvas`}
        panels={panels.map((panel) => ({ ...panel, summary: summaries[panel.id] }))}
        openPanels={openPanels}
        onOpenPanelsChange={setOpenPanels}
        preview={preview}
        link={canvasShareUrl(window.location.origin, canvas.slug)}
        published={canvas.status === 'public'}
        onFieldBlur={leaving.saveOnBlur}
      >
        <LeaveDialog leave={leaving.leave} />
        <RequiredFieldsModal
          fields={actions.missing}
          onClose={actions.dismissMissing}
          onFix={(field) => {
            actions.dismissMissing();
            openPanel(panelOfField(field));
          }}
        />
      </EditorLayout>
    </>
  );
}
