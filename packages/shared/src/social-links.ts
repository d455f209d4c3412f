import type { SocialType } from './schemas/canvas';

const SOCIAL_PROFILE: Record<SocialType, (handle: string) => string> = {
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
};

/**
 * The link of a social value, as the canvas page shows it and its structured data names it: a web
 * address is kept (https only, or http made https), a handle becomes the network's profile link.
 * Anything else (scripts, spaces) gives null.
 */
export function socialProfileUrl(network: SocialType, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text) || /^(www\.)?[a-z0-9-]+\.[a-z]{2,}\//i.test(text)) {
    try {
      const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
      url.protocol = 'https:';
      return url.toString();
    } catch {
      return null;
    }
  }
  const handle = text.replace(/^@/, '');
  return /^[\w.-]{1,100}$/.test(handle) ? SOCIAL_PROFILE[network](handle) : null;
}
