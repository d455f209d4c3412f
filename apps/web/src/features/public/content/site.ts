import {
  type Icon,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
} from '@tabler/icons-react';

/**
 * The company's public contact points, shown on Contact Us, the legal pages and About. One file so
 * the operator changes them in one place (the support inbox must match SUPPORT_EMAIL on the server).
 */
export const site = {
  companyName: 'Canvas',
  supportEmail: 'support@canvas.example.com',
  privacyEmail: 'privacy@canvas.example.com',
  /** Customer care line required by the Terms of Use (spec 1 §2.8). */
  customerCarePhone: '(888) 555-0142',
  customerCareHours: 'Monday to Friday, 9 am to 6 pm Eastern',
  mailingAddress: 'Canvas, Attn: Legal, 245 Park Avenue, New York, NY 10167',
  legalUpdated: '11/21/2026',
} as const;

/** A product video: a YouTube link (played from youtube-nocookie.com) or an mp4 file. */
export type ProductVideo =
  | { kind: 'youtube'; url: string; title: string }
  | { kind: 'mp4'; src: string; title: string };

/**
 * The "watch the video" block and its modal appear only when a video is set here. None is set
 * yet: Canvas has no product film, and showing someone else's video would mislead.
 */
export const productVideo: ProductVideo | null = null;

export interface SocialLink {
  label: string;
  href: string;
  icon: Icon;
}

export const socialLinks: readonly SocialLink[] = [
  { label: 'Canvas on Instagram', href: 'https://www.instagram.com/canvas.beauty', icon: IconBrandInstagram },
  { label: 'Canvas on TikTok', href: 'https://www.tiktok.com/@canvas.beauty', icon: IconBrandTiktok },
  { label: 'Canvas on Facebook', href: 'https://www.facebook.com/canvas.beauty', icon: IconBrandFacebook },
  {
    label: 'Canvas on LinkedIn',
    href: 'https://www.linkedin.com/company/canvas-beauty',
    icon: IconBrandLinkedin,
  },
];
