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

// The web fonts are fetched once the first frame (in their metric-matched stand-ins) is painted, so
// they never delay it.
const afterFirstFrame = (task: () => void) => {
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(task, 0));
  else task();
};
afterFirstFrame(() => void applyDeferredFonts());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A prerendered page (scripts/prerender.mjs) is on screen before any script runs. For a visitor only
// its islands come to life (src/islands/), once that first frame is painted; otherwise (a member, a
// query that changes the page, every other path) the app renders the page. Such a page inlines only
// the CSS its first paint uses (src/lib/deferred-styles.ts): the rest comes at the visitor's first
// interaction, or before the app renders.
if (isIslandPage(container)) {
  loadDeferredStylesOnFirstInteraction();
  const startIslands = () => import('./islands/start').then((module) => module.startIslands());
  afterFirstFrame(() => void startIslands());
} else {
  void Promise.all([import('./app/start'), loadDeferredStyles()]).then(([module]) => module.start(container));
}
