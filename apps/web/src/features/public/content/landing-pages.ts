import type { LandingPage } from '@canvas/shared';
import type { FaqSetId } from './faq';

/**
 * The six campaign landing pages of spec 1 §2.5 as data: one component renders them all. Source
 * and rep come from the URL query and default to the campaign name and null; some campaigns fix
 * their source whatever the query says.
 */

export type PartnerId = 'paulmitchell' | 'saloncentric' | 'wella' | 'studentpro';

/** The hero's two modes on retail-partner pages: portfolio (default) and biz. */
export type HeroMode = 'portfolio' | 'biz';

export interface HeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
  /** What the email form's button says (spec 1 §2.5 labels). */
  cta: 'join' | 'postJob' | 'createAccount';
}

export interface LandingConfig {
  page: LandingPage;
  /** Spec 1 §2.5: the campaign name is the default source. */
  defaultSource: string;
  /** The campaign always records this source, whatever the query says. */
  fixedSource?: boolean;
  /** Partners named in the hero lockup ("In partnership with"). */
  partner?: PartnerId;
  /** The trusted-brands strip; the list differs per partner variant. */
  brands: readonly PartnerId[];
  /** Retail-partner pages toggle between portfolio and biz heroes. */
  hero: { portfolio: HeroCopy; biz?: HeroCopy };
  /** A claim shown under the hero; the member count from the API when absent. */
  memberClaim?: string;
  faq: { initial: FaqSetId; showSchools: boolean };
  meta: { title: string; description: string };
}

const proHero: HeroCopy = {
  eyebrow: 'Free for beauty pros & students',
  title: 'Your work deserves a better portfolio',
  lead: 'Build a beautiful portfolio with your photos, videos, resume and QR code, then apply to salons near you with it.',
  cta: 'join',
};

const bizHero: HeroCopy = {
  eyebrow: 'For salons & beauty businesses',
  title: 'Hire talent you have already seen at work',
  lead: 'Post your career opportunity and meet candidates through their portfolios: their photos, their videos, their experience, before the first interview.',
  cta: 'postJob',
};

export const landingPages: Record<LandingPage, LandingConfig> = {
  paulmitchell: {
    page: 'paulmitchell',
    defaultSource: 'paulmitchell',
    partner: 'paulmitchell',
    brands: ['paulmitchell', 'saloncentric', 'wella'],
    hero: {
      portfolio: {
        ...proHero,
        eyebrow: 'For Paul Mitchell future professionals',
        title: 'Graduate with a portfolio salons want to see',
      },
      biz: bizHero,
    },
    faq: { initial: 'pros', showSchools: true },
    meta: {
      title: 'Canvas for Paul Mitchell students and salons',
      description:
        'Paul Mitchell future professionals build a free portfolio on Canvas and apply to salons with it; salons post career opportunities.',
    },
  },
  saloncentric: {
    page: 'saloncentric',
    defaultSource: 'saloncentric',
    fixedSource: true,
    partner: 'saloncentric',
    brands: ['saloncentric', 'wella', 'paulmitchell'],
    hero: {
      portfolio: { ...proHero, eyebrow: 'SalonCentric pros, meet Canvas' },
      biz: { ...bizHero, eyebrow: 'For SalonCentric salon owners' },
    },
    faq: { initial: 'pros', showSchools: false },
    meta: {
      title: 'Canvas for SalonCentric pros and salons',
      description:
        'SalonCentric professionals build a free Canvas portfolio; salon owners post career opportunities and hire from real work.',
    },
  },
  wella: {
    page: 'wella',
    defaultSource: 'wella',
    partner: 'wella',
    brands: ['wella', 'saloncentric', 'paulmitchell'],
    hero: {
      portfolio: {
        ...proHero,
        eyebrow: 'For Wella colorists & stylists',
        title: 'Show the color work you are proud of',
      },
      biz: { ...bizHero, eyebrow: 'For Wella partner salons' },
    },
    faq: { initial: 'pros', showSchools: false },
    meta: {
      title: 'Canvas for Wella colorists and salons',
      description:
        'Wella colorists and stylists showcase their work in a free Canvas portfolio; partner salons post opportunities and hire.',
    },
  },
  'land-your-dream-career': {
    page: 'land-your-dream-career',
    defaultSource: 'land-your-dream-career',
    fixedSource: true,
    brands: ['paulmitchell', 'saloncentric', 'wella'],
    hero: {
      portfolio: {
        eyebrow: 'Careers in beauty',
        title: 'Land your dream career in beauty',
        lead: 'Create a free portfolio in minutes, get discovered by salons hiring near you and apply with your portfolio.',
        cta: 'join',
      },
    },
    faq: { initial: 'pros', showSchools: false },
    meta: {
      title: 'Land your dream career in beauty',
      description:
        'Create a free beauty portfolio in minutes, get discovered by salons hiring near you and apply to career opportunities with your portfolio.',
    },
  },
  'stop-interview-no-shows': {
    page: 'stop-interview-no-shows',
    defaultSource: 'stop-interview-no-shows',
    brands: ['saloncentric', 'wella', 'paulmitchell'],
    hero: {
      portfolio: {
        eyebrow: 'For salon owners',
        title: 'Stop interview no-shows',
        lead: 'Meet candidates through their portfolios before you book them, message them in the app and follow every interview in one pipeline, so your time goes to the people who show up.',
        cta: 'postJob',
      },
    },
    memberClaim: '39,504+',
    faq: { initial: 'business', showSchools: false },
    meta: {
      title: 'Stop interview no-shows',
      description:
        'Canvas helps salons hire from real portfolios: meet candidates through their work, message them and follow every interview in one pipeline.',
    },
  },
  studentpro: {
    page: 'studentpro',
    defaultSource: 'studentpro',
    partner: 'studentpro',
    brands: ['paulmitchell', 'saloncentric', 'wella'],
    hero: {
      portfolio: {
        eyebrow: 'StudentPro',
        title: 'Start your career before you graduate',
        lead: 'Students get a free professional portfolio, a QR code for the clinic floor and a way to apply to salons that hire new talent.',
        cta: 'createAccount',
      },
    },
    faq: { initial: 'pros', showSchools: true },
    meta: {
      title: 'StudentPro: a free portfolio for beauty students',
      description:
        'Beauty students build a free professional portfolio on Canvas and apply to salons that hire apprentices and new graduates.',
    },
  },
};

/**
 * Spec 1 §2.5: source and rep come from the URL query; source defaults to the campaign name (or is
 * fixed by the campaign) and rep to null.
 */
export function landingTracking(config: LandingConfig, search: URLSearchParams) {
  const querySource = search.get('source')?.trim();
  const rep = search.get('rep')?.trim() || null;
  const source = config.fixedSource || !querySource ? config.defaultSource : querySource;
  return { source: source.slice(0, 100), rep: rep ? rep.slice(0, 100) : null };
}

/** Spec 1 §2.5: the tablet image moves 34 % every 4000 ms and starts over once past 50 %. */
export const TABLET_SCROLL_STEP = 34;
export const TABLET_SCROLL_RESET_AFTER = 50;
export const TABLET_SCROLL_INTERVAL_MS = 4000;

export function nextTabletOffset(current: number): number {
  return current > TABLET_SCROLL_RESET_AFTER ? 0 : current + TABLET_SCROLL_STEP;
}
