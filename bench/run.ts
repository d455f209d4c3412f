// `npm run bench`: each benchmark prints a human line and a machine-readable `BENCH {json}` line.
import { apiOverhead } from './api-overhead';
import { browseSearches } from './browse';
import { canvasApi } from './canvas-api';
import { chatDelivery } from './chat-delivery';
import { lighthousePublicPages } from './lighthouse';
import { mediaUpload } from './media-upload';
import { opportunitySearches } from './opportunity-search';

const benchmarks = [
  apiOverhead,
  canvasApi,
  browseSearches,
  opportunitySearches,
  mediaUpload,
  chatDelivery,
  lighthousePublicPages,
];

// `npm run bench -- chat`: only the benchmarks whose function name contains one of the words given.
const wanted = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = benchmarks.filter(
  (benchmark) => wanted.length === 0 || wanted.some((word) => benchmark.name.toLowerCase().includes(word)),
);
if (chosen.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}: ${benchmarks.map((b) => b.name).join(', ')}`);
  process.exit(1);
}

for (const benchmark of chosen) {
  const result = await benchmark();
  console.info(`${result.name}: ${result.summary}`);
  console.info(`BENCH ${JSON.stringify(result)}`);
}
process.exit(0);
