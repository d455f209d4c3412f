import type { User } from '@canvas/shared';
import {
  type Icon,
  IconBell,
  IconBookmark,
  IconBriefcase,
  IconBuildingCommunity,
  IconChartBar,
  IconCreditCard,
  IconGift,
  IconLayoutDashboard,
  IconMessageCircle,
  IconPalette,
  IconPlugConnected,
  IconPresentationAnalytics,
  IconSchool,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '@/lib/paths';

/**
 * The site's navigation as data: the header, the mobile menu, the footer and the sign-in page
 * all render from here (spec 1 §2.2, spec 3 §2). Every item says whether its screen exists yet
 * (`available`); only available items are rendered, so a link never leads to a missing page.
 * Flip the flag when the screen lands.
 */

export interface NavContext {
  pathname: string;
  search: string;
  user: User | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  /** An admin is acting as another user (localStorage 'adminToken' exists). */
  isImpersonating: boolean;
}

/**
 * What a sidebar link shows beside its label (spec 3 dashboard shell): My Dashboard's dot, the
 * unread notifications (the notification highlight) and the unread messages' badge.
 */
export type NavIndicator = 'dashboardDot' | 'unreadNotifications' | 'unreadMessages';

/**
 * Spec 3 §2: the sidebar's Referral link shows only when the referral programme is configured
 * (VITE_REFERRAL_URL at build time, the programme's page).
 */
export const REFERRAL_URL: string = import.meta.env.VITE_REFERRAL_URL ?? '';

export interface NavItem {
  id: string;
  label: string;
  href: string | ((context: NavContext) => string);
  available: boolean;
  icon?: Icon;
  description?: string;
  hiddenForSignedIn?: boolean;
  hiddenForAdmins?: boolean;
  hiddenOnPaths?: readonly string[];
  indicator?: NavIndicator;
}

export interface NavMenu {
  id: string;
  label: string;
  items: readonly NavItem[];
}

export interface Navigation {
  menus: readonly NavMenu[];
  /** Call-to-action buttons: Create a Portfolio and Post Opportunity. */
  calls: readonly NavItem[];
  visitor: readonly NavItem[];
  account: readonly NavItem[];
  admin: readonly NavItem[];
  backToAdmin: NavItem;
  footer: readonly NavItem[];
  signInPage: { forgotPassword: NavItem; signUp: NavItem };
}

/** Pages whose hero sits under a transparent header and that promote sign-up instead of posting. */
export const HERO_HEADER_PATHS: readonly string[] = [
  paths.home.path,
  paths.landing.paulMitchell.path,
  paths.landing.salonCentric.path,
];

/** Spec 1 §2.2: the header is transparent only while the page is scrolled less than 5 px. */
export const TRANSPARENT_HEADER_MAX_SCROLL_PX = 5;

export function isHeaderTransparent(pathname: string, scrollY: number): boolean {
  return HERO_HEADER_PATHS.includes(pathname) && scrollY < TRANSPARENT_HEADER_MAX_SCROLL_PX;
}

const currentPath = (context: NavContext) => `${context.pathname}${context.search}`;

export const navigation: Navigation = {
  menus: [
    {
      id: 'solutions',
      label: 'Solutions',
      items: [
        {
          id: 'solutions-pros',
          label: 'For students & beauty pros',
          description: 'A free portfolio to apply with',
          href: paths.landing.landYourDreamCareer.getHref(),
          available: true,
        },
        {
          id: 'solutions-salons',
          label: 'For salons & businesses',
          description: 'Post opportunities and hire from one dashboard',
          href: paths.landing.stopInterviewNoShows.getHref(),
          available: true,
        },
        {
          id: 'solutions-roi',
          label: 'Chair loss ROI calculator',
          href: paths.roiCalculator.getHref(),
          available: true,
        },
      ],
    },
    {
      id: 'opportunities',
      label: 'Opportunities',
      items: [
        {
          id: 'browse-opportunities',
          label: 'Browse opportunities',
          description: 'Jobs and contests from salons, spas and schools',
          href: paths.opportunities.getHref(),
          available: true,
        },
      ],
    },
    {
      id: 'portfolios',
      label: 'Portfolios',
      items: [
        {
          id: 'browse-professionals',
          label: 'Beauty professionals',
          href: paths.browse.getHref('professional'),
          available: true,
        },
        {
          id: 'browse-businesses',
          label: 'Salons & businesses',
          href: paths.browse.getHref('business'),
          available: true,
        },
        {
          id: 'browse-schools',
          label: 'Beauty schools',
          href: paths.browse.getHref('school'),
          available: true,
        },
      ],
    },
    {
      id: 'resources',
      label: 'Resources',
      items: [
        { id: 'faq', label: 'FAQ', href: paths.home.getHref('faq'), available: true },
        { id: 'about-us', label: 'About us', href: paths.aboutUs.getHref(), available: true },
        { id: 'contact-us', label: 'Contact us', href: paths.contactUs.getHref(), available: true },
      ],
    },
  ],
  calls: [
    {
      id: 'create-portfolio',
      label: 'Create a Portfolio',
      href: paths.getStarted.getHref(),
      available: true,
      hiddenForSignedIn: true,
      hiddenOnPaths: [paths.getStarted.path],
    },
    {
      id: 'post-opportunity',
      label: 'Post Opportunity',
      href: paths.postOpportunity.getHref(),
      available: true,
      hiddenForAdmins: true,
      hiddenOnPaths: HERO_HEADER_PATHS,
    },
  ],
  visitor: [
    {
      id: 'sign-in',
      label: 'Sign in',
      href: (context) => paths.signIn.getHref({ from: currentPath(context) }),
      available: true,
      // On the sign-in page the form is right there; a link to it would lead nowhere.
      hiddenOnPaths: [paths.signIn.path],
    },
    {
      id: 'create-account',
      label: 'Create account',
      href: paths.getStarted.getHref(),
      available: true,
      hiddenOnPaths: [paths.getStarted.path],
    },
  ],
  account: [
    // Spec 1 §2.2 names these items and their order; the portfolio list is the member's own page.
    {
      id: 'dashboard',
      label: 'Dashboard',
      icon: IconLayoutDashboard,
      href: paths.myDashboard.getHref(),
      available: true,
      indicator: 'dashboardDot',
    },
    {
      id: 'my-portfolio',
      label: 'My Portfolio',
      icon: IconPalette,
      href: paths.myCanvases.getHref(),
      available: true,
    },
    {
      id: 'bookmarks',
      label: 'Bookmarks',
      icon: IconBookmark,
      href: paths.bookmarks.getHref(),
      available: false,
    },
    {
      id: 'messages',
      label: 'Messages',
      icon: IconMessageCircle,
      href: paths.messages.getHref(),
      available: true,
      indicator: 'unreadMessages',
    },
    {
      id: 'notifications',
      label: 'Notifications',
      icon: IconBell,
      href: paths.notifications.getHref(),
      available: true,
      indicator: 'unreadNotifications',
    },
    {
      id: 'membership',
      label: 'Membership',
      icon: IconCreditCard,
      href: paths.membership.home.getHref(),
      available: true,
    },
    {
      id: 'settings',
      label: 'Account Settings',
      icon: IconSettings,
      href: paths.settings.getHref(),
      available: true,
    },
    {
      id: 'connect',
      label: 'Connect',
      icon: IconPlugConnected,
      href: paths.connect.getHref(),
      available: false,
    },
    {
      id: 'referral',
      label: 'Referral',
      icon: IconGift,
      href: REFERRAL_URL,
      available: REFERRAL_URL !== '',
    },
  ],
  admin: [
    {
      id: 'admin-data',
      label: 'KPI Dashboard',
      icon: IconChartBar,
      href: paths.admin.data.getHref(),
      available: false,
    },
    {
      id: 'admin-classes',
      label: 'Class Metrics',
      icon: IconPresentationAnalytics,
      href: paths.admin.classes.getHref(),
      available: false,
    },
    {
      id: 'admin-external',
      label: 'External Payment',
      icon: IconCreditCard,
      href: paths.admin.external.getHref(),
      available: false,
    },
    {
      id: 'admin-school',
      label: 'Schools',
      icon: IconSchool,
      href: paths.admin.schools.getHref(),
      available: false,
    },
    {
      id: 'admin-canvas',
      label: 'Canvases',
      icon: IconPalette,
      href: paths.admin.canvases.getHref(),
      available: false,
    },
    {
      id: 'admin-opportunity',
      label: 'Opportunities',
      icon: IconBriefcase,
      href: paths.admin.opportunities.getHref(),
      available: false,
    },
    { id: 'admin-user', label: 'Users', icon: IconUsers, href: paths.admin.users.getHref(), available: true },
    {
      id: 'admin-notifications',
      label: 'Notifications',
      icon: IconBell,
      href: paths.notifications.getHref(),
      available: true,
    },
    {
      id: 'admin-messages',
      label: 'Messages',
      icon: IconMessageCircle,
      href: paths.messages.getHref(),
      available: true,
    },
  ],
  backToAdmin: {
    id: 'back-to-admin',
    label: 'Back to admin',
    icon: IconBuildingCommunity,
    href: paths.admin.users.getHref(),
    available: true,
  },
  footer: [
    { id: 'footer-about', label: 'About us', href: paths.aboutUs.getHref(), available: true },
    { id: 'footer-contact', label: 'Contact us', href: paths.contactUs.getHref(), available: true },
    { id: 'footer-faq', label: 'FAQ', href: paths.home.getHref('faq'), available: true },
    { id: 'footer-terms', label: 'Terms of Use', href: paths.terms.getHref(), available: true },
    { id: 'footer-privacy', label: 'Privacy Policy', href: paths.privacyPolicy.getHref(), available: true },
    {
      id: 'footer-rights',
      label: 'Data Rights Request',
      href: paths.privacyRights.getHref(),
      available: true,
    },
  ],
  signInPage: {
    forgotPassword: {
      id: 'forgot-password',
      label: 'Forgot password?',
      href: paths.signIn.getHref({ step: 1 }),
      available: true,
    },
    signUp: { id: 'sign-up', label: 'Sign up now', href: paths.getStarted.getHref(), available: true },
  },
};

export interface ResolvedNavItem {
  id: string;
  label: string;
  href: string;
  icon?: Icon;
  description?: string;
  indicator?: NavIndicator;
}

export interface ResolvedNavigation {
  menus: { id: string; label: string; items: ResolvedNavItem[] }[];
  calls: ResolvedNavItem[];
  visitor: ResolvedNavItem[];
  account: ResolvedNavItem[];
  admin: ResolvedNavItem[];
  backToAdmin: ResolvedNavItem | null;
}

export function isNavItemVisible(item: NavItem, context: NavContext): boolean {
  if (!item.available) return false;
  if (item.hiddenForSignedIn && context.isSignedIn) return false;
  if (item.hiddenForAdmins && context.isAdmin) return false;
  if (item.hiddenOnPaths?.includes(context.pathname)) return false;
  return true;
}

export function resolveNavItem(item: NavItem, context: NavContext): ResolvedNavItem {
  return {
    id: item.id,
    label: item.label,
    href: typeof item.href === 'function' ? item.href(context) : item.href,
    ...(item.icon ? { icon: item.icon } : {}),
    ...(item.description ? { description: item.description } : {}),
    ...(item.indicator ? { indicator: item.indicator } : {}),
  };
}

export function resolveNavItems(items: readonly NavItem[], context: NavContext): ResolvedNavItem[] {
  return items.filter((item) => isNavItemVisible(item, context)).map((item) => resolveNavItem(item, context));
}

/** What the header and the mobile menu show for this visitor, user or admin on this page. */
export function resolveNavigation(context: NavContext, nav: Navigation = navigation): ResolvedNavigation {
  const menus = nav.menus
    .map((menu) => ({ id: menu.id, label: menu.label, items: resolveNavItems(menu.items, context) }))
    .filter((menu) => menu.items.length > 0);
  return {
    menus,
    calls: resolveNavItems(nav.calls, context),
    visitor: context.isSignedIn ? [] : resolveNavItems(nav.visitor, context),
    account: context.isSignedIn && !context.isAdmin ? resolveNavItems(nav.account, context) : [],
    admin: context.isSignedIn && context.isAdmin ? resolveNavItems(nav.admin, context) : [],
    backToAdmin:
      context.isSignedIn && context.isImpersonating && isNavItemVisible(nav.backToAdmin, context)
        ? resolveNavItem(nav.backToAdmin, context)
        : null,
  };
}

/** A copy of the navigation with every screen marked as built; lets tests check the visibility rules. */
export function withAllAvailable(nav: Navigation = navigation): Navigation {
  const open = (item: NavItem): NavItem => ({ ...item, available: true });
  return {
    menus: nav.menus.map((menu) => ({ ...menu, items: menu.items.map(open) })),
    calls: nav.calls.map(open),
    visitor: nav.visitor.map(open),
    account: nav.account.map(open),
    admin: nav.admin.map(open),
    backToAdmin: open(nav.backToAdmin),
    footer: nav.footer.map(open),
    signInPage: { forgotPassword: open(nav.signInPage.forgotPassword), signUp: open(nav.signInPage.signUp) },
  };
}

/* The phone's bottom navigation ------------------------------------------------------------------ */

/** Up to this width (the theme's sm breakpoint, 768 px) members get the bottom navigation. */
export const BOTTOM_NAV_QUERY = '(max-width: 48em)';

export type BottomNavId = 'portfolio' | 'browse' | 'opportunities' | 'messages' | 'account';

export interface BottomNavItem {
  id: BottomNavId;
  label: string;
  /** Null for Account, which opens the account sheet instead of a page. */
  href: string | null;
  indicator?: NavIndicator;
}

/** Screens with their own action bar at the bottom (editors, step forms, a payment): the nav steps aside. */
const OWN_ACTION_BAR = [
  /^\/(student|professional|business|school)-canvas(\/|$)/,
  /^\/(education|professional|company|school)-info$/,
  /^\/(dashboard-)?post-job-opportunity(-simple)?$/,
  /^\/post-job$/,
  /^\/(business|school)-payment(\/|$)/,
  /^\/membership\/(billing|plan)\//,
];

/** Which bottom item a page belongs to, so it is marked current there and on the page's own sub-pages. */
const SECTIONS: { id: BottomNavId; patterns: RegExp[] }[] = [
  {
    id: 'portfolio',
    patterns: [
      /^\/my-canvases$/,
      /^\/my-portfolio$/,
      /^\/add-canvas$/,
      /^\/upgrade-student$/,
      /^\/publish-success\//,
    ],
  },
  { id: 'browse', patterns: [/^\/homepage-canvas\//] },
  {
    id: 'opportunities',
    patterns: [/^\/homepage-opportunity$/, /^\/opportunity-detail\//, /^\/my-opportunities$/],
  },
  { id: 'messages', patterns: [/^\/message$/] },
  {
    id: 'account',
    patterns: [
      /^\/settings(\/|$)/,
      /^\/membership(\/|$)/,
      /^\/notifications$/,
      /^\/my-dashboard$/,
      /^\/home$/,
    ],
  },
];

export function bottomNavSection(pathname: string): BottomNavId | null {
  return SECTIONS.find((section) => section.patterns.some((pattern) => pattern.test(pathname)))?.id ?? null;
}

const itemAvailable = (items: readonly NavItem[], id: string) =>
  items.some((item) => item.id === id && item.available);

/**
 * The bottom navigation of a member on a phone: their portfolio, Browse, Opportunities, Messages and
 * Account, each only while its screen exists (the same flags as the header's). Null where it is not
 * shown: visitors, admins (their screens are desk tools), and pages with their own bottom action bar.
 */
export function resolveBottomNav(
  context: NavContext,
  portfolioHref: string,
  nav: Navigation = navigation,
): BottomNavItem[] | null {
  if (!context.isSignedIn || context.isAdmin) return null;
  if (OWN_ACTION_BAR.some((pattern) => pattern.test(context.pathname))) return null;
  // A conversation on a phone is a screen of its own, its composer where the nav would be.
  if (context.pathname === paths.messages.path && new URLSearchParams(context.search).has('channelId')) {
    return null;
  }
  const menuItems = nav.menus.flatMap((menu) => menu.items);
  const items: (BottomNavItem | false)[] = [
    { id: 'portfolio', label: 'My Portfolio', href: portfolioHref },
    itemAvailable(menuItems, 'browse-professionals') && {
      id: 'browse',
      label: 'Browse',
      href: paths.browse.getHref('professional'),
    },
    itemAvailable(menuItems, 'browse-opportunities') && {
      id: 'opportunities',
      label: 'Opportunities',
      href: paths.opportunities.getHref(),
    },
    itemAvailable(nav.account, 'messages') && {
      id: 'messages',
      label: 'Messages',
      href: paths.messages.getHref(),
      indicator: 'unreadMessages',
    },
    { id: 'account', label: 'Account', href: null },
  ];
  return items.filter((item): item is BottomNavItem => item !== false);
}
