export {
  type PublicPageBundle,
  type PublicPageBundleSource,
  type PublicPageInput,
  type RenderedPublicPage,
  ssrBundleSource,
} from './bundle';
export { CANVAS_PAGES, OPPORTUNITY_PAGES, type PublicPagesOptions, publicPageRenderer } from './service';
