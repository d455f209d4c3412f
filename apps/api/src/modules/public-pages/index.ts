export {
  type PublicPageBundle,
  type PublicPageBundleSource,
  ssrBundleSource,
} from './bundle';
export { CANVAS_PAGES, OPPORTUNITY_PAGES, type PublicPagesOptions, publicPageRenderer } from './service';
