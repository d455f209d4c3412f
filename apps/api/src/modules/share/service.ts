import { type Canvas, canvasPublicPath, type MediaItem } from '@canvas/shared';
import { AppError } from '../../lib/errors';
import { type CanvasDeps, getCanvas } from '../canvases/service';
import type { PageMeta } from './page-meta';

const SITE_NAME = 'Canvas';
const DESCRIPTION_MAX = 160;
/** /canvas/{slug or id}, with nothing after it (assets and other routes never match). */
const CANVAS_PAGE = /^\/canvas\/([^/]+)\/?$/;

function absolute(publicUrl: string, url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return `${publicUrl}${url}`;
  return /^https?:\/\//i.test(url) ? url : null;
}

function pictureOf(item: MediaItem | null | undefined): string | null {
  if (!item) return null;
  if (item.video) return item.image ?? null;
  return item.variants?.['1920'] ?? item.url;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The link preview of a public canvas: its person, headline, about text and best photo. */
export function canvasPageMeta(canvas: Canvas, publicUrl: string): PageMeta {
  const name =
    canvas.introduction.name.trim() ||
    `${canvas.owner.firstName} ${canvas.owner.lastName}`.trim() ||
    'Portfolio';
  const headline = canvas.introduction.title.trim();
  const title = `${headline ? `${name} · ${headline}` : name} | ${SITE_NAME}`;
  const about = canvas.introduction.description.trim();
  const description = about
    ? shorten(about, DESCRIPTION_MAX)
    : `${name}'s ${canvas.type} portfolio on ${SITE_NAME}: work, experience and how to book.`;
  const media = canvas.media;
  const picture =
    pictureOf(media.featuredPhoto) ??
    pictureOf(media.portraitPhoto) ??
    pictureOf(media.portfolioPhoto[0]) ??
    pictureOf(media.logo) ??
    canvas.owner.avatar;
  return {
    title,
    description,
    url: `${publicUrl}${canvasPublicPath(canvas.slug)}`,
    image: picture ? absolute(publicUrl, picture) : null,
    imageAlt: name,
    type: canvas.type === 'student' || canvas.type === 'professional' ? 'profile' : 'website',
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
