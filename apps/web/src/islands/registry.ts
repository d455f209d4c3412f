import type { ComponentType } from 'react';
import type { IslandName } from '@/lib/define-island';

// biome-ignore lint/suspicious/noExplicitAny: each island's own props type.
type IslandLoader = () => Promise<ComponentType<any>>;

/**
 * The code of each island, loaded by name when a page that has it starts (start.tsx): every island
 * its own chunk, sharing React and Mantine. registry.test.ts checks each loads the component its
 * defineIsland() names.
 */
export const islandLoaders: Record<IslandName, IslandLoader> = {
  'site-header': () => import('@/app/layout/header-bar').then((module) => module.VisitorHeader),
  'member-count': () =>
    import('@/features/public/components/member-count').then((module) => module.MemberCount),
  featured: () =>
    import('@/features/public/components/marketing/featured-tiles').then((module) => module.FeaturedSections),
  testimonials: () =>
    import('@/features/public/components/marketing/testimonials-section').then(
      (module) => module.TestimonialsSection,
    ),
  video: () =>
    import('@/features/public/components/marketing/video-section').then((module) => module.VideoSection),
  faq: () => import('@/features/public/components/marketing/faq-section').then((module) => module.FaqSection),
  'landing-hero': () =>
    import('@/features/public/components/landing-hero').then((module) => module.LandingHero),
  'landing-email': () =>
    import('@/features/public/components/landing-hero').then((module) => module.LandingEmailForm),
  'page-visit': () => import('@/features/public/components/page-visit').then((module) => module.PageVisit),
  'contact-form': () =>
    import('@/features/public/components/contact-form').then((module) => module.ContactForm),
  // The public canvas page (issue 24): add its islands here.
  // The opportunity detail page (issue 24).
  'opportunity-apply': () =>
    import('@/features/opportunities/detail/visitor-apply').then((module) => module.VisitorApply),
  'opportunity-view': () =>
    import('@/features/opportunities/detail/count-view').then((module) => module.CountView),
  'opportunity-similar': () =>
    import('@/features/opportunities/detail/similar-opportunities').then(
      (module) => module.SimilarOpportunities,
    ),
};

/**
 * Islands that draw markup the prerendered page does not have (featured portfolios arrive from the
 * API): they are hydrated once the deferred styles are in place (src/lib/deferred-styles.ts). The
 * others draw their prerendered markup until the visitor interacts, which brings those styles.
 */
export const ISLANDS_DRAWING_NEW_MARKUP: ReadonlySet<IslandName> = new Set<IslandName>([
  'featured',
  'opportunity-similar',
]);
