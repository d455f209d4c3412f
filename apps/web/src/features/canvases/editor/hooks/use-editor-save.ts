import type { Canvas, CanvasInput, CanvasType } from '@canvas/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useCreateCanvas } from '../../api/create-canvas';
import { canvasQueryOptions } from '../../api/get-canvas';
import { useUpdateCanvas } from '../../api/update-canvas';
import type { SaveState } from '../components/create-header';
import { draftFingerprint, draftToInput, draftToPreviewCanvas, type EditorDraft } from '../model/draft';

export interface SavedCanvasRef {
  id: number;
  slug: string;
}

/** How an editor's draft becomes what is sent, its fingerprint and the preview of a new canvas. */
export interface DraftCodec<D> {
  toInput: (draft: D) => CanvasInput;
  /** Equal fingerprints mean nothing to save. */
  fingerprint: (draft: D) => string;
  toPreview: (base: Canvas, draft: D) => Canvas;
}

/** The student and professional editors' draft. */
export const personDraftCodec: DraftCodec<EditorDraft> = {
  toInput: (draft) => draftToInput(draft),
  fingerprint: draftFingerprint,
  toPreview: draftToPreviewCanvas,
};

interface EditorSaveOptions<D> {
  type: CanvasType;
  /** The canvas as loaded; null in create mode (/student-canvas without an id). */
  canvas: Canvas | null;
  /** A shell for the preview while nothing is saved (create mode). */
  baseCanvas: Canvas;
  getDraft: () => D;
  codec: DraftCodec<D>;
  /** Called once when create mode saves for the first time. */
  onCreated?: (saved: SavedCanvasRef) => void;
}

/**
 * Saving the editor's draft: the first save of an unsaved canvas creates it, later ones update it,
 * and a save with nothing new sends nothing. Saves run one after another, so an autosave and a
 * click on Publish never race; each one sends the draft as it is when its turn comes.
 */
export function useEditorSave<D>({
  type,
  canvas,
  baseCanvas,
  getDraft,
  codec,
  onCreated,
}: EditorSaveOptions<D>) {
  const { toInput, fingerprint: fingerprintOf, toPreview } = codec;
  const queryClient = useQueryClient();
  const create = useCreateCanvas();
  const update = useUpdateCanvas();
  const savedRef = useRef<SavedCanvasRef | null>(canvas ? { id: canvas.id, slug: canvas.slug } : null);
  const savedFingerprint = useRef<string | null>(canvas ? fingerprintOf(getDraft()) : null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [saved, setSaved] = useState<SavedCanvasRef | null>(savedRef.current);

  const isDirty = useCallback(
    () => fingerprintOf(getDraft()) !== savedFingerprint.current,
    [fingerprintOf, getDraft],
  );

  const runSave = useCallback(async (): Promise<SavedCanvasRef> => {
    const draft = getDraft();
    const fingerprint = fingerprintOf(draft);
    const current = savedRef.current;
    if (current && fingerprint === savedFingerprint.current) return current;
    setSaveState({ kind: 'saving' });
    try {
      const input = toInput(draft);
      let result: SavedCanvasRef;
      if (current) {
        const updated = await update.mutateAsync({ id: current.id, input });
        result = { id: updated.id, slug: updated.slug };
      } else {
        result = await create.mutateAsync({ type, ...input });
        // The editor's route changes to the new slug; seed its query so the page does not reload.
        const preview = toPreview({ ...baseCanvas, id: result.id, slug: result.slug }, draft);
        queryClient.setQueryData(canvasQueryOptions(result.slug).queryKey, preview);
        onCreated?.(result);
      }
      savedRef.current = result;
      savedFingerprint.current = fingerprint;
      setSaved(result);
      setSaveState(
        fingerprint === fingerprintOf(getDraft()) ? { kind: 'saved', at: Date.now() } : { kind: 'dirty' },
      );
      return result;
    } catch (error) {
      setSaveState({ kind: 'error' });
      throw error;
    }
  }, [baseCanvas, create, fingerprintOf, getDraft, onCreated, queryClient, toInput, toPreview, type, update]);

  /** Saves now (after any save already running). Resolves with the canvas's id and slug. */
  const save = useCallback((): Promise<SavedCanvasRef> => {
    const next = queue.current.then(runSave, runSave);
    queue.current = next.catch(() => undefined);
    return next;
  }, [runSave]);

  // Between saves the status line follows the draft: any change since the last save is "unsaved".
  const shownState: SaveState =
    (saveState.kind === 'saved' || saveState.kind === 'idle') && isDirty() ? { kind: 'dirty' } : saveState;

  return { save, saved, saveState: shownState, isDirty };
}
