import { type Canvas, canvasPublicPath } from '@canvas/shared';
import { AppError } from '../../lib/errors';
import { type CanvasDeps, getCanvas } from '../canvases/service';
import type { PageMeta } from './page-meta';
import { absoluteUrl, organizationJsonLd, pictureOf } from './structured-data';

const SITE_NAME = 'Canvas';
const DESCRIPTION_MAX = 160;
/** /canvas/{slug or id}, with nothing after it (assets and other routes never match). */
const CANVAS_PAGE = /^\/canvas\/([^/]+)\/?$/;

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
 * The head of a page request, when the page has one of its own: a public canvas at
 * /canvas/{slug or id}. Drafts, private and missing canvases get the SPA's default head (their
 * content stays as private to link previews as it is to visitors).
 */
export async function pageMetaForPath(deps: CanvasDeps, pathname: string): Promise<PageMeta | null> {
  const match = CANVAS_PAGE.exec(pathname);
  if (!match?.[1]) return null;
  let ref: string;
  try {
    ref = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  if (ref.length === 0 || ref.length > 200) return null;
  try {
    return canvasPageMeta(await getCanvas(deps, null, ref), deps.publicUrl);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
