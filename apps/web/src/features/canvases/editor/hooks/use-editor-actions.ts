import type { PublishField } from '@canvas/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useDeleteCanvas } from '../../api/delete-canvas';
import { useSetCanvasStatus } from '../../api/set-canvas-status';
import type { PersonalCanvasType } from '../model/draft';
import type { SavedCanvasRef } from './use-editor-save';

/** The header button whose action is running (its button shows a spinner, the others wait). */
export type EditorAction = 'saveAndClose' | 'preview' | 'publish' | 'saveDraft';

/** What stands between the draft and publishing, read at the click. */
export interface PublishReadiness {
  /** Fields the canvas cannot be published without (the required-fields modal lists them). */
  missing: PublishField[];
  /** Sections a visitor would miss; publishing asks first (the empty-fields modal). */
  empty: string[];
}

interface EditorActionsOptions {
  type: PersonalCanvasType;
  /** Saves the draft now (useEditorSave); every action saves before it acts. */
  save: () => Promise<SavedCanvasRef>;
  /** The canvas as last saved; null until the first save creates it. */
  saved: SavedCanvasRef | null;
  /** Runs before each header action saves: false stops the action, the check showing why. */
  checkBeforeSave: () => boolean;
  publishReadiness: () => PublishReadiness;
  /** Whether Save draft also makes the canvas private. */
  canBecomePrivate: () => boolean;
  /** Called before leaving a deleted canvas's editor: its unsaved changes have nowhere to go. */
  onDeleted?: () => void;
}

/**
 * The header action under way: `run` marks it pending (its button spins, the others wait) until
 * its work ends. A failure leaves the editor as it is: the API client has shown the server's message.
 */
export function usePendingAction() {
  const [pending, setPending] = useState<EditorAction | null>(null);
  const run = async (action: EditorAction, work: () => Promise<void>) => {
    setPending(action);
    try {
      await work();
    } catch {
      // Shown already (the API client's error toast); nothing here to undo.
    } finally {
      setPending(null);
    }
  };
  return { pending, run };
}

/** Where the actions lead for a canvas of this type (another editor adds its type's routes here). */
function editorRoutes(type: PersonalCanvasType) {
  return {
    preview: (saved: SavedCanvasRef) => paths.canvasPreview[type].getHref(saved.id),
    publishSuccess: (saved: SavedCanvasRef) => paths.publishSuccess.getHref(type, saved.slug),
    basicInfo: (saved: SavedCanvasRef) =>
      type === 'student'
        ? paths.educationInfo.getHref(saved.slug)
        : paths.professionalInfo.getHref(saved.slug),
  };
}

/**
 * The editor's actions (spec 2 "Create header" and §4): Save and close, Preview, Publish, Save
 * draft, Edit Basic Info and Delete This Portfolio. Each saves the draft first, changes the
 * canvas's status where it must, then navigates; the state their modals and buttons show lives
 * here, so an editor with other panels reuses all of it.
 */
export function useEditorActions({
  type,
  save,
  saved,
  checkBeforeSave,
  publishReadiness,
  canBecomePrivate,
  onDeleted,
}: EditorActionsOptions) {
  const navigate = useNavigate();
  const setStatus = useSetCanvasStatus();
  const deleteCanvas = useDeleteCanvas();
  const routes = editorRoutes(type);

  const { pending, run: runAction } = usePendingAction();
  const [missing, setMissing] = useState<PublishField[]>([]);
  const [emptyWarning, setEmptyWarning] = useState<string[]>([]);
  const [isDeleteOpen, setDeleteOpen] = useState(false);

  const run = async (action: EditorAction, work: () => Promise<void>) => {
    if (!checkBeforeSave()) return;
    await runAction(action, work);
  };

  const saveAndClose = () =>
    run('saveAndClose', async () => {
      await save();
      navigate(paths.myCanvases.getHref());
    });

  const openPreview = () =>
    run('preview', async () => {
      navigate(routes.preview(await save()));
    });

  /** Publish; `confirmedEmpty` when the user chose to publish with empty sections anyway. */
  const publish = async (confirmedEmpty: boolean) => {
    const readiness = publishReadiness();
    if (readiness.missing.length > 0) {
      setMissing(readiness.missing);
      return;
    }
    if (!confirmedEmpty && readiness.empty.length > 0) {
      setEmptyWarning(readiness.empty);
      return;
    }
    setEmptyWarning([]);
    await run('publish', async () => {
      const result = await save();
      await setStatus.mutateAsync({ id: result.id, action: 'public' });
      navigate(routes.publishSuccess(result));
    });
  };

  const saveDraft = () =>
    run('saveDraft', async () => {
      const result = await save();
      if (canBecomePrivate()) {
        await setStatus.mutateAsync({ id: result.id, action: 'private' });
      }
      navigate(paths.myCanvases.getHref());
    });

  const editBasicInfo = () =>
    run('saveAndClose', async () => {
      navigate(routes.basicInfo(await save()));
    });

  const removePortfolio = async () => {
    if (!saved) return;
    try {
      await deleteCanvas.mutateAsync(saved.id);
      onDeleted?.();
      setDeleteOpen(false);
      navigate(paths.myPortfolio.getHref());
    } catch {
      // The API client has shown the server's message.
    }
  };

  return {
    pending,
    saveAndClose,
    openPreview,
    publish,
    saveDraft,
    editBasicInfo,
    /** The required fields Publish found missing; empty when its modal is closed. */
    missing,
    dismissMissing: () => setMissing([]),
    /** The empty sections Publish warns about; empty when its modal is closed. */
    emptyWarning,
    dismissEmptyWarning: () => setEmptyWarning([]),
    deletion: {
      isOpen: isDeleteOpen,
      open: () => setDeleteOpen(true),
      close: () => setDeleteOpen(false),
      confirm: removePortfolio,
      isPending: deleteCanvas.isPending,
    },
  };
}
