import {
  createCanvasResultSchema,
  messages,
  OPPORTUNITY_DEFAULT_BRAND,
  OPPORTUNITY_DEFAULT_EXPIRY_DAYS,
  type Opportunity,
  type OpportunityInput,
  opportunitySchema,
} from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { apiPaths, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { opportunityRootKeys } from './keys';

/** Spec 3 §9: the editor of the copy opens 1000 ms after it was created. */
export const DUPLICATE_OPEN_DELAY_MS = 1000;

/** Today plus the default expiry (spec 1 §5: 3650 days), as the local YYYY-MM-DD. */
export function freshExpire(now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + OPPORTUNITY_DEFAULT_EXPIRY_DAYS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The copy of an opportunity (spec 3 §4 "Duplicate opportunity"): everything but its id, status and
 * poster (the copy starts private, posted by whoever duplicates it) with a fresh expire date. The
 * staff-only fields are kept for platform staff and reset for everyone else, whom the server would
 * refuse for sending them.
 */
export function duplicateInput(source: Opportunity, isAdmin: boolean, now?: Date): OpportunityInput {
  const staff = isAdmin
    ? { competition: source.competition, validForAllState: source.validForAllState, brand: source.brand }
    : { competition: false, validForAllState: false, brand: OPPORTUNITY_DEFAULT_BRAND };
  return {
    canvasId: source.canvasId,
    jobTitle: source.jobTitle,
    jobType: source.jobType,
    jobCategory: source.jobCategory,
    locationUuid: staff.validForAllState ? null : (source.location?.uuid ?? null),
    ...staff,
    email: source.email,
    applyUrl: source.applyUrl,
    editor: source.editor,
    expire: freshExpire(now),
    media: source.media,
    additional: source.additional,
  };
}

export interface DuplicatedOpportunity {
  id: number;
  slug: string;
  canvasId: number;
}

/** GET /api/opportunity/{id}, then POST /api/opportunity with its copy. */
export async function duplicateOpportunity(id: number, isAdmin: boolean): Promise<DuplicatedOpportunity> {
  const source = opportunitySchema.parse(await api.get(apiPaths.opportunity.detail(id)));
  const created = createCanvasResultSchema.parse(
    await api.post(apiPaths.opportunity.create(), duplicateInput(source, isAdmin)),
  );
  return { id: created.id, slug: created.slug, canvasId: source.canvasId };
}

/**
 * Duplicate (the detail page's owner bar, the dashboard's card menu): creates the copy, says so,
 * and a second later opens its editor. A refusal shows as the app's error toast.
 */
export function useDuplicateOpportunity() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAdmin } = useSession();
  return useMutation({
    mutationFn: (id: number) => duplicateOpportunity(id, isAdmin),
    onSuccess: (copy) => {
      void queryClient.invalidateQueries({ queryKey: opportunityRootKeys.all });
      notify.success({ id: 'opportunity-duplicated', message: messages.opportunityDuplicated });
      window.setTimeout(() => {
        void navigate(
          paths.dashboardPostOpportunity.getHref({ id: copy.canvasId, opportunityId: copy.id, isEdit: true }),
        );
      }, DUPLICATE_OPEN_DELAY_MS);
    },
  });
}
