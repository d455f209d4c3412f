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
  // The public canvas page (issue 24).
  'canvas-section-nav': () =>
    import('@/features/canvases/components/canvas-view/section-nav').then((module) => module.SectionNav),
  'canvas-section-menu': () =>
    import('@/features/canvases/components/canvas-view/section-menu').then((module) => module.SectionMenu),
  'canvas-actions': () =>
    import('@/features/canvases/components/canvas-view/visitor-canvas-actions').then(
      (module) => module.VisitorCanvasActions,
    ),
  'canvas-work': () =>
    import('@/features/canvases/components/canvas-view/work-carousel').then((module) => module.WorkCarousel),
  'canvas-featured-video': () =>
    import('@/features/canvases/components/canvas-view/featured-video').then(
      (module) => module.FeaturedVideo,
    ),
  'canvas-awards': () =>
    import('@/features/canvases/components/canvas-view/sections/awards-section').then(
      (module) => module.MatchedAwardsList,
    ),
  'canvas-instagram': () =>
    import('@/features/canvases/components/canvas-view/sections/instagram-section').then(
      (module) => module.LoadedInstagramGrid,
    ),
  'canvas-instagram-section': () =>
    import('@/features/canvases/components/canvas-view/sections/instagram-section').then(
      (module) => module.InstagramSectionWithPosts,
    ),
  'canvas-all-tags': () =>
    import('@/features/canvases/components/canvas-view/all-tags').then((module) => module.AllTags),
  'canvas-more-tags': () =>
    import('@/features/canvases/components/canvas-view/org/all-tags-link').then(
      (module) => module.AllTagsLink,
    ),
  'canvas-locations': () =>
    import('@/features/canvases/components/canvas-view/org/locations-section').then(
      (module) => module.LocationsSection,
    ),
  'canvas-qr-code': () =>
    import('@/features/canvases/components/canvas-view/canvas-qr-code').then((module) => module.CanvasQrCode),
  'canvas-booking': () =>
    import('@/features/canvases/components/canvas-view/sticky-booking').then(
      (module) => module.BookServiceButton,
    ),
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
  // The canvas page's: badges, Instagram posts and the map arrive after the page.
  'canvas-awards',
  'canvas-instagram',
  'canvas-instagram-section',
  'canvas-locations',
]);
