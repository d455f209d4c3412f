import type { PublishField } from '@canvas/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { usePendingAction } from '../../../editor/hooks/use-editor-actions';
import type { SavedCanvasRef } from '../../../editor/hooks/use-editor-save';
import type { OrgCanvasType } from '../model/org-draft';
import { orgRoutes } from '../model/org-rules';
import { type GateCanvas, usePublishGate } from './use-publish-gate';

interface OrgEditorActionsOptions {
  type: OrgCanvasType;
  /** `?fromPost=true`: the user came from posting an opportunity; every link carries it on. */
  fromPost: boolean;
  /** Saves the draft now; every action saves before it acts. */
  save: () => Promise<SavedCanvasRef>;
  /** The required fields the draft is missing (spec 2 §5), read at the click. */
  missingFields: () => PublishField[];
  /** The saved canvas's payment order, read after the save. */
  gateCanvas: (saved: SavedCanvasRef) => GateCanvas;
}

/**
 * The business and school editor's header actions (spec 2 §4): Save draft (save, then
 * /my-canvases), Preview (save, then the preview page), Edit Basic Info (save, then the info step)
 * and Publish (required fields, save, then the publish gate).
 */
export function useOrgEditorActions({
  type,
  fromPost,
  save,
  missingFields,
  gateCanvas,
}: OrgEditorActionsOptions) {
  const navigate = useNavigate();
  const gate = usePublishGate(type, fromPost);
  const routes = orgRoutes(type, fromPost);
  const { pending, run } = usePendingAction();
  const [missing, setMissing] = useState<PublishField[]>([]);

  const publish = () => {
    const fields = missingFields();
    if (fields.length > 0) {
      setMissing(fields);
      return Promise.resolve();
    }
    return run('publish', async () => {
      const saved = await save();
      await gate.pass(gateCanvas(saved));
    });
  };

  return {
    pending,
    publish,
    saveDraft: () =>
      run('saveDraft', async () => {
        await save();
        navigate(paths.myCanvases.getHref());
      }),
    openPreview: () =>
      run('preview', async () => {
        navigate(routes.preview((await save()).id));
      }),
    editBasicInfo: () =>
      run('saveAndClose', async () => {
        navigate(routes.basicInfo((await save()).slug));
      }),
    /** The required fields Publish found missing; empty when its modal is closed. */
    missing,
    dismissMissing: () => setMissing([]),
  };
}
