import type { PublicPageInput, PublicPageTemplate } from '@canvas/shared';
import { CANVAS_ORG_SAMPLES, CANVAS_PERSON_SAMPLES } from './canvas-samples';
import { NOT_FOUND_SAMPLES, OPPORTUNITY_SAMPLES } from './opportunity-samples';

/**
 * Sample pages of every template (issue 24): the build renders them to pick each template's critical
 * CSS (scripts/prerender.mjs), and the tests render them. Together they show every section and state
 * a visitor can see.
 */
export const PUBLIC_PAGE_SAMPLES: Record<PublicPageTemplate, PublicPageInput[]> = {
  'canvas-person': CANVAS_PERSON_SAMPLES,
  'canvas-org': CANVAS_ORG_SAMPLES,
  opportunity: OPPORTUNITY_SAMPLES,
  'not-found': NOT_FOUND_SAMPLES,
};
