import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import '@fontsource-variable/fraunces/wght-italic.css';
import './app/mantine-styles';
import './app/global.css';
import { isIslandPage } from './islands/is-island-page';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A prerendered page (scripts/prerender.mjs) is on screen before any script runs. For a visitor only
// its islands come to life (src/islands/), once that first frame is painted; otherwise (a member, a
// query that changes the page, every other path) the app renders the page.
if (isIslandPage(container)) {
  const startIslands = () => import('./islands/start').then((module) => module.startIslands());
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(startIslands, 0));
  else void startIslands();
} else {
  void import('./app/start').then((module) => module.start(container));
}
