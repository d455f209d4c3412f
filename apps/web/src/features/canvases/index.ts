/** What app/ routes to from the canvases feature. */
export { InstaAuthPage } from './instagram/components/insta-auth-page';
