import { messages } from './messages';
import type { SocialType } from './schemas/canvas';

const SOCIAL_PROFILE: Record<SocialType, (handle: string) => string> = {
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
};

/** The networks' names as people write them, for messages and labels. */
export const SOCIAL_NETWORK_NAMES: Record<SocialType, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

/** The hosts (and their subdomains) a network's profile links live on. */
const SOCIAL_HOSTS: Record<SocialType, readonly string[]> = {
  instagram: ['instagram.com', 'instagr.am'],
  youtube: ['youtube.com', 'youtu.be'],
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  tiktok: ['tiktok.com'],
};

const isNetworkHost = (network: SocialType, host: string) =>
  SOCIAL_HOSTS[network].some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * The link of a social value, as the canvas page shows it and its structured data names it: a web
 * address on the network's own site with a profile path is kept (https only, or http made https), a
 * handle becomes the network's profile link. Anything else (another site, a bare home page, scripts,
 * spaces) gives null: only a value that links to that network counts as linked.
 */
export function socialProfileUrl(network: SocialType, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text) || /^([a-z0-9-]+\.)+[a-z]{2,}\//i.test(text)) {
    try {
      const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
      if (!isNetworkHost(network, url.hostname.toLowerCase()) || url.pathname.replace(/\/+$/, '') === '') {
        return null;
      }
      url.protocol = 'https:';
      return url.toString();
    } catch {
      return null;
    }
  }
  const handle = text.replace(/^@/, '');
  return /^[\w.-]{1,100}$/.test(handle) ? SOCIAL_PROFILE[network](handle) : null;
}

/** Empty (not linked) or a handle or profile link of the network: null; anything else: the message. */
export function socialLinkError(network: SocialType, value: string): string | null {
  if (!value.trim()) return null;
  return socialProfileUrl(network, value) ? null : messages.socialLinkInvalid(SOCIAL_NETWORK_NAMES[network]);
}
