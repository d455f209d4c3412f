// `npm run bench`: each benchmark prints a human line and a machine-readable `BENCH {json}` line.
import { apiOverhead } from './api-overhead';
import { browseSearches } from './browse';
import { canvasApi } from './canvas-api';
import { lighthousePublicPages } from './lighthouse';
import { mediaUpload } from './media-upload';
import { opportunitySearches } from './opportunity-search';

const benchmarks = [
  apiOverhead,
  canvasApi,
  browseSearches,
  opportunitySearches,
  mediaUpload,
  lighthousePublicPages,
];

for (const benchmark of benchmarks) {
  const result = await benchmark();
  console.info(`${result.name}: ${result.summary}`);
  console.info(`BENCH ${JSON.stringify(result)}`);
}
process.exit(0);
