import type { badgeMatchResultSchema, Canvas } from './schemas/canvas';
import type { Opportunity } from './schemas/opportunity';
import type { z } from './zod-config';

/** One badge the canvas's awards earn, as POST /api/badges/match answers it. */
export type PublicBadgeMatch = z.infer<typeof badgeMatchResultSchema>['matches'][number];

/**
 * The contract between the API and the web's server bundle (apps/web/src/entry-server.tsx's
 * `renderPublicPage`), which the API loads at run time from the build (decision 035).
 *
 * Pages the API renders on request for a visitor (issue 24, docs/decisions/035): a shared canvas or
 * opportunity link paints its content before any script runs, then only its islands come to life.
 * The API hands over exactly what a visitor's API calls would answer, so the markup is what the
 * page would draw from those answers.
 */
export type PublicPageInput =
  | {
      kind: 'canvas';
      /** The request's path, decoded ('/canvas/demo-pro' or '/canvas/12'). */
      path: string;
      /** The visitor's answer of GET /api/canvas/{slug or id}. */
      canvas: Canvas;
      /** Business and school canvases: the answer of GET /api/opportunity/belongto/{id} (else []). */
      opportunities: Opportunity[];
      /**
       * The answer of POST /api/badges/match for the canvas's awards (`canvas.achievements`; [] when
       * none earns a badge): the awards are drawn wearing their badges before any script runs.
       */
      badges: PublicBadgeMatch[];
      /**
       * The site's public address (the API's PUBLIC_URL): the canvas's link and QR code are drawn
       * into the HTML with it. Without it they wait for the page's own address in the browser.
       */
      origin?: string;
    }
  | {
      kind: 'opportunity';
      /** '/opportunity-detail/{slug or id}', decoded. */
      path: string;
      /** The visitor's answer of GET /api/opportunity/{slug or id}. */
      opportunity: Opportunity;
    }
  | {
      /** A missing, private, draft, deleted or expired canvas or opportunity: the page a visitor gets. */
      kind: 'not-found';
      path: string;
      what: 'canvas' | 'opportunity';
    };

/**
 * The page templates: each has the critical CSS of its pages inlined, picked at build time from
 * sample pages (`PUBLIC_PAGE_SAMPLES`), so a page rendered on request needs no CSS work.
 */
export const PUBLIC_PAGE_TEMPLATES = ['canvas-person', 'canvas-org', 'opportunity', 'not-found'] as const;
export type PublicPageTemplate = (typeof PUBLIC_PAGE_TEMPLATES)[number];

export function templateOf(input: PublicPageInput): PublicPageTemplate {
  if (input.kind === 'canvas') {
    return input.canvas.type === 'business' || input.canvas.type === 'school'
      ? 'canvas-org'
      : 'canvas-person';
  }
  return input.kind;
}

/** The picture the first screen is drawn around (its largest contentful paint): preloaded. */
export interface LcpImage {
  href: string;
  srcSet?: string;
  sizes?: string;
}

export interface RenderedPublicPage {
  /** The markup of `#root`, each island's own markup already in its slot. */
  html: string;
  /** From the page's <PageMeta>. */
  title: string;
  description: string;
  template: PublicPageTemplate;
  lcpImage: LcpImage | null;
}
