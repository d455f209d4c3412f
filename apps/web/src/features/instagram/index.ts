/** The Instagram connection of a canvas: the Social Media row of the editor, the grid, the return page. */
export { InstaAuthPage } from './components/insta-auth-page';
export { InstagramConnect, type InstagramConnectProps } from './components/instagram-connect';
export { InstagramGrid, type InstagramGridProps } from './components/instagram-grid';
