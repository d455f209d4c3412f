import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import '@fontsource-variable/fraunces/wght-italic.css';
import './app/font-fallbacks.css';
import './app/mantine-styles';
import './app/global.css';
import { isIslandPage } from './islands/is-island-page';
import {
  applyDeferredFonts,
  loadDeferredStyles,
  loadDeferredStylesOnFirstInteraction,
} from './lib/deferred-styles';
import { drawWholePage, drawWholePageInSteps } from './lib/first-screen';
import { afterNextFrame } from './lib/next-frame';

// The web fonts are fetched once the first frame (in their metric-matched stand-ins) is painted, so
// they never delay it.
const fontsIn = afterNextFrame().then(() => applyDeferredFonts());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A prerendered page (scripts/prerender.mjs) is on screen before any script runs. For a visitor only
// its islands come to life (src/islands/), once that first frame is painted; otherwise (a member, a
// query that changes the page, every other path) the app renders the page. Such a page inlines only
// the CSS its first paint uses (src/lib/deferred-styles.ts): the rest comes at the visitor's first
// interaction, or before the app renders. Below its first screen it is laid out only once the first
// screen is live in its fonts (src/lib/first-screen.ts).
if (isIslandPage(container)) {
  loadDeferredStylesOnFirstInteraction();
  const islandsLive = afterNextFrame()
    .then(() => import('./islands/start'))
    .then((module) => module.startIslands().ready);
  void Promise.allSettled([fontsIn, islandsLive])
    .then(() => afterNextFrame())
    .then(() => drawWholePageInSteps());
} else {
  drawWholePage();
  void Promise.all([import('./app/start'), loadDeferredStyles()]).then(([module]) => module.start(container));
}
