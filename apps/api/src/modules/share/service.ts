import { type Canvas, canvasPublicPath, type Opportunity } from '@canvas/shared';
import { AppError } from '../../lib/errors';
import { type CanvasDeps, getCanvas } from '../canvases/service';
import { getOpportunity, type OpportunityDeps } from '../opportunities/service';
import { jobPostingJsonLd, opportunityPagePath } from './job-posting';
import { htmlToText, type PageMeta } from './page-meta';
import { absoluteUrl, organizationJsonLd, pictureOf } from './structured-data';

const SITE_NAME = 'Canvas';
const DESCRIPTION_MAX = 160;
/** /canvas/{slug or id}, with nothing after it (assets and other routes never match). */
const CANVAS_PAGE = /^\/canvas\/([^/]+)\/?$/;
/** /opportunity-detail/{slug or id}, with nothing after it (its query flags are not part of the path). */
const OPPORTUNITY_PAGE = /^\/opportunity-detail\/([^/]+)\/?$/;

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const isOrganization = (canvas: Canvas) => canvas.type === 'business' || canvas.type === 'school';

/** What the page says when its owner wrote no about text. */
function fallbackDescription(canvas: Canvas, name: string): string {
  if (canvas.type === 'business') {
    return `${name} on ${SITE_NAME}: the salon, its team, locations and current opportunities.`;
  }
  if (canvas.type === 'school') {
    return `${name} on ${SITE_NAME}: the school, its programs, locations and why students choose it.`;
  }
  return `${name}'s ${canvas.type} portfolio on ${SITE_NAME}: work, experience and how to book.`;
}

/**
 * The link preview of a public canvas: its person or organisation, headline, about text and best
 * picture; salons and schools also get their schema.org JSON-LD (structured-data.ts).
 */
export function canvasPageMeta(canvas: Canvas, publicUrl: string): PageMeta {
  const organization = isOrganization(canvas);
  const name =
    canvas.introduction.name.trim() ||
    (organization ? '' : `${canvas.owner.firstName} ${canvas.owner.lastName}`.trim()) ||
    (organization ? (canvas.type === 'school' ? 'Beauty school' : 'Salon') : 'Portfolio');
  const headline = (organization ? canvas.introduction.headline : canvas.introduction.title).trim();
  const title = `${headline ? `${name} · ${headline}` : name} | ${SITE_NAME}`;
  const about = canvas.introduction.description.trim();
  const description = about ? shorten(about, DESCRIPTION_MAX) : fallbackDescription(canvas, name);
  const media = canvas.media;
  const picture = organization
    ? (pictureOf(media.featuredPhoto) ??
      pictureOf(media.teamPhoto) ??
      pictureOf(media.logo) ??
      pictureOf(media.portfolioPhoto[0]))
    : (pictureOf(media.featuredPhoto) ??
      pictureOf(media.portraitPhoto) ??
      pictureOf(media.portfolioPhoto[0]) ??
      pictureOf(media.logo) ??
      canvas.owner.avatar);
  const jsonLd = organizationJsonLd(canvas, publicUrl);
  return {
    title,
    description,
    url: `${publicUrl}${canvasPublicPath(canvas.slug)}`,
    image: picture ? absoluteUrl(publicUrl, picture) : null,
    imageAlt: name,
    type: organization ? 'website' : 'profile',
    ...(jsonLd ? { jsonLd } : {}),
  };
}

/**
 * The head of an opportunity's detail page: '{Job title} at {Company}', the description as plain
 * text, its featured photo (else its thumbnail) and its schema.org JobPosting (job-posting.ts).
 * `canvas` is the poster canvas when it is public (its address, link and logo).
 */
export function opportunityPageMeta(
  opportunity: Opportunity,
  canvas: Canvas | null,
  publicUrl: string,
): PageMeta {
  const jobTitle = opportunity.jobTitle?.name.trim() || 'Opportunity';
  const company = opportunity.canvasName.trim();
  const heading = company ? `${jobTitle} at ${company}` : jobTitle;
  const text = htmlToText(opportunity.editor);
  const tagLine = opportunity.additional.tagLine.trim();
  const description = shorten(text || tagLine || `${heading} on ${SITE_NAME}.`, DESCRIPTION_MAX);
  const picture = pictureOf(opportunity.media.featuredPhoto) ?? pictureOf(opportunity.media.thumbPhoto);
  const jsonLd = jobPostingJsonLd(opportunity, canvas, publicUrl);
  return {
    title: `${heading} | ${SITE_NAME}`,
    description,
    url: `${publicUrl}${opportunityPagePath(opportunity.slug)}`,
    image: picture ? absoluteUrl(publicUrl, picture) : null,
    imageAlt: heading,
    type: 'website',
    ...(jsonLd ? { jsonLd } : {}),
  };
}

/** A service's "not found" (or "not yours") as no page of its own; anything else is a real failure. */
async function unlessRefused<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The slug or id of a page path, decoded; null when it cannot be one. */
function refOf(pattern: RegExp, pathname: string): string | null {
  const match = pattern.exec(pathname);
  if (!match?.[1]) return null;
  let ref: string;
  try {
    ref = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return ref.length === 0 || ref.length > 200 ? null : ref;
}

/** The head of an opportunity's page a visitor reads, with its poster canvas when that is public. */
export async function opportunityPageMetaOf(deps: CanvasDeps, opportunity: Opportunity): Promise<PageMeta> {
  const canvas = await unlessRefused(() =>
    getCanvas(deps, null, opportunity.canvasSlug || String(opportunity.canvasId)),
  );
  return opportunityPageMeta(opportunity, canvas, deps.publicUrl);
}

async function opportunityMetaFor(deps: CanvasDeps & OpportunityDeps, ref: string): Promise<PageMeta | null> {
  // Read as a visitor: private, expired and deleted opportunities are not found.
  const opportunity = await unlessRefused(() => getOpportunity(deps, null, ref));
  if (!opportunity) return null;
  return opportunityPageMetaOf(deps, opportunity);
}

/**
 * The head of a page request, when the page has one of its own: a public canvas at
 * /canvas/{slug or id}, a public, unexpired opportunity at /opportunity-detail/{slug or id}.
 * Drafts, private, expired and missing ones get the SPA's default head (their content stays as
 * private to link previews and crawlers as it is to visitors).
 */
export async function pageMetaForPath(
  deps: CanvasDeps & OpportunityDeps,
  pathname: string,
): Promise<PageMeta | null> {
  const canvasRef = refOf(CANVAS_PAGE, pathname);
  if (canvasRef !== null)
    return unlessRefused(async () => canvasPageMeta(await getCanvas(deps, null, canvasRef), deps.publicUrl));
  const opportunityRef = refOf(OPPORTUNITY_PAGE, pathname);
  if (opportunityRef !== null) return opportunityMetaFor(deps, opportunityRef);
  return null;
}
