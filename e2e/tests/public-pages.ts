import type { Canvas, CanvasMedia } from '@canvas/shared';
import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, createVerifiedAccount } from './support';

/**
 * Helpers of the server-rendered public page journeys (issue 24, docs/decisions/035): a canvas of
 * the journey's own, and what a page's raw HTML must hold.
 */

export interface OwnCanvas extends Account {
  id: number;
  slug: string;
  name: string;
  about: string;
}

/**
 * A published student canvas of a new account, made through the API with a name and an about text
 * no other journey uses (so a page that leaks them is caught).
 */
export async function publishedStudentCanvas(request: APIRequestContext, label: string): Promise<OwnCanvas> {
  const account = await createVerifiedAccount(request, { firstName: 'Noor', lastName: label });
  const name = `Noor ${label}`;
  const about = `Editorial updos and bridal styling, ${label.toLowerCase()} edition.`;
  const created = await request.post('/api/canvas', {
    headers: account.headers,
    data: {
      type: 'student',
      introduction: { name, title: 'Cosmetology Student', description: about },
      educations: [
        { uuid: 'edu-1', schoolName: 'Aveline Academy of Cosmetology', graduationDate: '2025-06-01' },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  const published = await request.put(`/api/canvas/${id}/action/public`, { headers: account.headers });
  expect(published.ok(), await published.text()).toBe(true);
  return { ...account, id, slug, name, about };
}

/** Text as React writes it into markup (its escapeTextForBrowser), to find it in a page's raw HTML. */
export function asMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** The HTML a page's body holds outside its scripts: what a crawler that runs none reads. */
export function markupWithoutScripts(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body.replace(/<script\b[\s\S]*?<\/script>/gi, '');
}

/** The 640 px WebP variants of a canvas's photos: a server-rendered picture lists one in its srcset. */
export function photoVariants(media: Canvas['media']): string[] {
  const items = Object.values(media).flatMap((value: CanvasMedia[keyof CanvasMedia]) =>
    Array.isArray(value) ? value : value ? [value] : [],
  );
  return items.flatMap((item) => (item.variants?.['640'] ? [item.variants['640']] : []));
}

/** The first sentence of a text (what the page shows before any "Read more"). */
export const firstSentence = (text: string) => (/^[^.!?]+/.exec(text)?.[0] ?? text).trim();
