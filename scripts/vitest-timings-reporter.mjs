import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes how long each Vitest file took, set-up included, to the file named by TEST_TIMINGS_DIR
 * (vitest.json there), for scripts/slowest-tests.mjs. Vitest's JSON reporter gives only the time
 * inside tests, while environment set-up and imports are most of a jsdom file's cost.
 */
export default class TimingsReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const dir = process.env.TEST_TIMINGS_DIR;
    if (!dir) return;
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const phases = {
        environment: diagnostic.environmentSetupDuration,
        prepare: diagnostic.prepareDuration,
        setup: diagnostic.setupDuration,
        import: diagnostic.collectDuration,
        tests: diagnostic.duration,
      };
      return {
        project: module.project.name,
        file: path.relative(this.root, module.moduleId),
        ok: module.ok(),
        tests: [...module.children.allTests()].length,
        seconds: Object.values(phases).reduce((sum, value) => sum + value, 0) / 1000,
        phases,
      };
    });
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'vitest.json'), `${JSON.stringify(files, null, 1)}\n`);
  }
}
