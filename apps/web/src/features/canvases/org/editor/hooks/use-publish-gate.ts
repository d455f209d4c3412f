import type { Canvas } from '@canvas/shared';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { isPaymentRequired, usePublishOrgCanvas } from '../api/publish-org-canvas';
import type { OrgCanvasType } from '../model/org-draft';
import { isPaid, orgRoutes } from '../model/org-rules';

/** What the gate needs of the canvas, read after it was saved. */
export type GateCanvas = Pick<Canvas, 'id' | 'slug' | 'payorder'>;

/**
 * The publish gate of business and school canvases (spec 2 §4, §5), after the required fields were
 * checked and the canvas saved: a paid canvas (payment order 'succeeded') is published and the
 * browser goes to /my-canvases; an unpaid one goes to its type's payment page, and so does a 402
 * from the server (the plan lapsed since the canvas was read).
 */
export function usePublishGate(type: OrgCanvasType, fromPost: boolean) {
  const navigate = useNavigate();
  const publish = usePublishOrgCanvas();
  const routes = orgRoutes(type, fromPost);

  const pass = async (canvas: GateCanvas): Promise<void> => {
    if (!isPaid(canvas)) {
      navigate(routes.payment(canvas.slug));
      return;
    }
    try {
      await publish.mutateAsync(canvas.id);
      navigate(paths.myCanvases.getHref());
    } catch (error) {
      if (isPaymentRequired(error)) {
        navigate(routes.payment(canvas.slug));
        return;
      }
      notify.error({
        id: 'publish-failed',
        message: error instanceof Error ? error.message : 'Publishing failed. Please try again.',
      });
    }
  };

  return { pass, isPending: publish.isPending };
}
