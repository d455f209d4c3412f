import type { Canvas, CanvasInput, CanvasType } from '@canvas/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useCreateCanvas } from '../../api/create-canvas';
import { canvasQueryOptions } from '../../api/get-canvas';
import { updateCanvas, useUpdateCanvas } from '../../api/update-canvas';
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

export interface SaveOptions {
  /** The page may be going away (hidden, closed): the request is sent so that it outlives it. */
  keepalive?: boolean;
}

/**
 * Saving the editor's draft: the first save of an unsaved canvas creates it, later ones update it,
 * and a save with nothing new sends nothing. Saves run one after another, so an autosave and a
 * click on Publish never race; each one sends the draft as it is when its turn comes.
 *
 * A new canvas counts as changed only once its draft differs from the one it opened with, so
 * looking into the editor and leaving creates nothing; an explicit action (Save draft, Publish)
 * still creates it.
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
  const savedFingerprint = useRef<string>(fingerprintOf(getDraft()));
  /** The draft a request is carrying now (null between saves), and whether it outlives the page. */
  const inFlight = useRef<{ fingerprint: string; keepalive: boolean } | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [saved, setSaved] = useState<SavedCanvasRef | null>(savedRef.current);

  const isDirty = useCallback(
    () => fingerprintOf(getDraft()) !== savedFingerprint.current,
    [fingerprintOf, getDraft],
  );

  const runSave = useCallback(
    async ({ keepalive = false }: SaveOptions): Promise<SavedCanvasRef> => {
      const draft = getDraft();
      const fingerprint = fingerprintOf(draft);
      const current = savedRef.current;
      if (current && fingerprint === savedFingerprint.current) {
        setSaveState((state) => (state.kind === 'error' ? { kind: 'saved', at: Date.now() } : state));
        return current;
      }
      setSaveState({ kind: 'saving' });
      inFlight.current = { fingerprint, keepalive };
      try {
        const input = toInput(draft);
        let result: SavedCanvasRef;
        if (current) {
          const updated = await update.mutateAsync({ id: current.id, input, keepalive });
          result = { id: updated.id, slug: updated.slug };
          savedFingerprint.current = fingerprint;
        } else {
          result = await create.mutateAsync({ type, ...input });
          // The editor's route changes to the new slug; seed its query so the page does not reload.
          const preview = toPreview({ ...baseCanvas, id: result.id, slug: result.slug }, draft);
          queryClient.setQueryData(canvasQueryOptions(result.slug).queryKey, preview);
          // Saved (and no longer sending) before the address changes, so the move to the new
          // address is not a departure with unsaved changes (useSaveOnLeave lets it through).
          savedRef.current = result;
          savedFingerprint.current = fingerprint;
          inFlight.current = null;
          onCreated?.(result);
        }
        savedRef.current = result;
        setSaved(result);
        setSaveState(
          fingerprint === fingerprintOf(getDraft()) ? { kind: 'saved', at: Date.now() } : { kind: 'dirty' },
        );
        return result;
      } catch (error) {
        setSaveState({ kind: 'error' });
        throw error;
      } finally {
        inFlight.current = null;
      }
    },
    [baseCanvas, create, fingerprintOf, getDraft, onCreated, queryClient, toInput, toPreview, type, update],
  );

  /** Saves now (after any save already running). Resolves with the canvas's id and slug. */
  const save = useCallback(
    (options: SaveOptions = {}): Promise<SavedCanvasRef> => {
      const run = () => runSave(options);
      const next = queue.current.then(run, run);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [runSave],
  );

  /**
   * The page is going away (pagehide): the queue would never reach a save waiting in it, so the
   * current draft goes at once, in a request that outlives the page, unless a request already
   * carries it. A new canvas is created only when no creation is under way (never two).
   */
  const saveAsPageLeaves = useCallback(() => {
    if (!isDirty()) return;
    const fingerprint = fingerprintOf(getDraft());
    const sending = inFlight.current;
    if (sending?.keepalive && sending.fingerprint === fingerprint) return;
    const current = savedRef.current;
    if (!current) {
      if (!sending) save({ keepalive: true }).catch(() => undefined);
      return;
    }
    // Straight to the client (not through the mutation): fetch must be called before the page goes.
    updateCanvas({ id: current.id, input: toInput(getDraft()), keepalive: true }).catch(() => {
      // The page is gone, or stayed (back/forward cache): then the next save sends the draft again.
    });
  }, [fingerprintOf, getDraft, isDirty, save, toInput]);

  /** Whether a save is being sent now. */
  const isSaving = useCallback(() => inFlight.current !== null, []);

  // Between saves the status line follows the draft: any change since the last save is "unsaved".
  const shownState: SaveState =
    (saveState.kind === 'saved' || saveState.kind === 'idle') && isDirty() ? { kind: 'dirty' } : saveState;

  return { save, saved, saveState: shownState, isDirty, isSaving, saveAsPageLeaves };
}
