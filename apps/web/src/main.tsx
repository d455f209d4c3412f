import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import '@fontsource-variable/fraunces/wght-italic.css';
import './app/mantine-styles';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const start = () => import('./app/start').then((module) => module.start(container));

// A prerendered page (scripts/prerender.mjs) is on screen before any script runs: the app's code is
// fetched once that first frame is painted, so it never delays it. Other pages start at once.
if (container.dataset.prerendered && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  void start();
}
