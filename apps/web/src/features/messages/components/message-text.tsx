import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/** http(s) addresses and www. ones; trailing punctuation stays text ('see https://a.com.'). */
const LINK_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>"'.,;:!?)\]}]/gi;

/** The address a found link opens: only http and https, so no `javascript:` ever becomes a link. */
export function linkHref(text: string): string | null {
  const candidate = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message's body as text nodes and anchors: React escapes the text, links open in a new tab
 * without the opener or the referrer and pass no reputation. No HTML from users is ever rendered.
 */
export function MessageText({ body }: { body: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of body.matchAll(LINK_PATTERN)) {
    const text = match[0];
    const start = match.index;
    const href = linkHref(text);
    if (!href) continue;
    if (start > last) parts.push(body.slice(last, start));
    parts.push(
      <Anchor
        key={start}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        inherit
        underline="always"
      >
        {text}
      </Anchor>,
    );
    last = start + text.length;
  }
  if (last < body.length) parts.push(body.slice(last));
  return <>{parts}</>;
}
