import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries, extractImports, formatViolation } from './check-boundaries.mjs';

type Tree = Record<string, string>;

const roots: string[] = [];

/** Writes `tree` (paths relative to the repository root) into a fresh directory and checks it. */
function check(tree: Tree) {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return checkBoundaries({ root }).map(formatViolation);
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const web = (file: string) => `apps/web/src/${file}`;
const api = (file: string) => `apps/api/src/${file}`;

/** A small app that keeps every rule: the base each case adds one import to. */
const CLEAN: Tree = {
  [web('main.tsx')]: "import { router } from './app/router';\nexport { router };\n",
  [web('app/router.tsx')]:
    "import { BrowsePage } from '@/features/browse';\nimport { paths } from '@/lib/paths';\nexport const router = [BrowsePage, paths];\n",
  [web('islands/registry.ts')]: "export const load = () => import('@/features/public/components/hero');\n",
  [web('features/browse/index.ts')]: "export { BrowsePage } from './components/browse-page';\n",
  [web('features/browse/components/browse-page.tsx')]: [
    "import { MediaImage } from '@/components/media/media-image';",
    "import { suggestPlaces } from '@/api/places/suggest-places';",
    "import { paths } from '@/lib/paths';",
    "import { filters } from '../filters';",
    'export const BrowsePage = () => [MediaImage, suggestPlaces, paths, filters];',
    '',
  ].join('\n'),
  [web('features/browse/filters.ts')]: 'export const filters = [];\n',
  [web('features/browse/browse.test.tsx')]:
    "import { renderApp } from '@/testing/render';\nimport { BrowsePage } from './components/browse-page';\nexport { renderApp, BrowsePage };\n",
  [web('features/public/components/hero.tsx')]:
    "import { defineIsland } from '@/lib/define-island';\nexport { defineIsland };\n",
  [web('components/media/media-image.tsx')]:
    "import { uploadMedia } from '@/api/media/upload-media';\nimport { format } from '@/lib/format';\nexport const MediaImage = [uploadMedia, format];\n",
  [web('components/media/media-image.test.tsx')]:
    "import { renderApp } from '@/testing/render';\nexport { renderApp };\n",
  [web('api/places/suggest-places.ts')]:
    "import { api } from '@/lib/api-client';\nexport const suggestPlaces = api;\n",
  [web('api/media/upload-media.ts')]:
    "import { api } from '../../lib/api-client';\nexport const uploadMedia = api;\n",
  [web('lib/api-client.ts')]: "import { paths } from './paths';\nexport const api = paths;\n",
  [web('lib/paths.ts')]: 'export const paths = {};\n',
  [web('lib/format.ts')]: 'export const format = String;\n',
  [web('lib/define-island.tsx')]: 'export const defineIsland = () => null;\n',
  [web('testing/render.tsx')]:
    "import { router } from '@/app/router';\nexport const renderApp = () => router;\n",
  [api('app.ts')]: "import { authRoutes } from './modules/auth/routes';\nexport { authRoutes };\n",
  [api('modules/auth/routes.ts')]:
    "import { findUser } from '../users/service';\nimport { AppError } from '../../lib/errors';\nimport { saveSession } from './queries';\nexport const authRoutes = [findUser, AppError, saveSession];\n",
  [api('modules/auth/queries.ts')]: "import { db } from '../../db/client';\nexport const saveSession = db;\n",
  [api('modules/users/service.ts')]:
    "import { selectUser } from './queries/select-user';\nexport const findUser = selectUser;\n",
  [api('modules/users/queries/select-user.ts')]: 'export const selectUser = 1;\n',
  [api('lib/errors.ts')]: "import { config } from '../config';\nexport const AppError = config;\n",
  [api('db/client.ts')]: 'export const db = 1;\n',
  [api('config.ts')]: 'export const config = 1;\n',
};

describe('a tree that keeps every rule', () => {
  it('reports nothing', () => {
    expect(check(CLEAN)).toEqual([]);
  });
});

describe('web layers', () => {
  it('reports a feature importing another feature, by alias and by a relative path', () => {
    const violations = check({
      ...CLEAN,
      [web('features/browse/filters.ts')]: [
        "import { hero } from '@/features/public/components/hero';",
        "import type { Hero } from '../public/components/hero';",
        'export const filters = [hero];',
        '',
      ].join('\n'),
    });
    expect(violations).toEqual([
      'apps/web/src/features/browse/filters.ts:1 imports @/features/public/components/hero — a feature never imports another feature (public)',
      'apps/web/src/features/browse/filters.ts:2 imports ../public/components/hero — a feature never imports another feature (public)',
    ]);
  });

  it('reports a feature importing app/ or islands/', () => {
    const violations = check({
      ...CLEAN,
      [web('app/paths.ts')]: 'export const paths = {};\n',
      [web('islands/define-island.tsx')]: 'export const defineIsland = 1;\n',
      [web('features/browse/filters.ts')]:
        "import { paths } from '@/app/paths';\nimport { defineIsland } from '@/islands/define-island';\nexport const filters = [paths, defineIsland];\n",
    });
    expect(violations).toEqual([
      expect.stringMatching(
        /^apps\/web\/src\/features\/browse\/filters\.ts:1 imports @\/app\/paths — .*\(not app\/\)$/,
      ),
      expect.stringMatching(/filters\.ts:2 imports @\/islands\/define-island — .*\(not islands\/\)$/),
    ]);
  });

  it('reports components/ importing a feature', () => {
    const violations = check({
      ...CLEAN,
      [web('components/media/media-image.tsx')]:
        "import { filters } from '../../features/browse/filters';\nexport const MediaImage = filters;\n",
    });
    expect(violations).toEqual([
      'apps/web/src/components/media/media-image.tsx:1 imports ../../features/browse/filters — components/ imports only components/, api/ and lib/ (not features/)',
    ]);
  });

  it('reports api/ importing components/ and lib/ importing api/', () => {
    const violations = check({
      ...CLEAN,
      [web('api/places/suggest-places.ts')]:
        "import { MediaImage } from '@/components/media/media-image';\nexport const suggestPlaces = MediaImage;\n",
      [web('lib/format.ts')]:
        "export const format = String;\nexport { suggestPlaces } from '@/api/places/suggest-places';\n",
    });
    expect(violations).toEqual([
      'apps/web/src/api/places/suggest-places.ts:1 imports @/components/media/media-image — api/ imports only api/ and lib/ (not components/)',
      'apps/web/src/lib/format.ts:2 imports @/api/places/suggest-places — lib/ imports only lib/ (not api/)',
    ]);
  });

  it('reports code other than tests importing testing code', () => {
    const violations = check({
      ...CLEAN,
      [web('features/browse/filters.ts')]:
        "export const filters = [];\nexport const load = () => import('@/testing/render');\n",
    });
    expect(violations).toEqual([
      'apps/web/src/features/browse/filters.ts:2 imports @/testing/render — only tests import testing code',
    ]);
  });

  it('reports a specifier that names no file, a moved module a mock still names included', () => {
    const violations = check({
      ...CLEAN,
      [web('features/browse/browse.test.tsx')]: "vi.mock('./gone', () => ({}));\n",
    });
    expect(violations).toEqual([
      'apps/web/src/features/browse/browse.test.tsx:1 imports ./gone — names no file',
    ]);
  });

  it('reports a folder that is no layer', () => {
    const violations = check({ ...CLEAN, [web('helpers/thing.ts')]: 'export const thing = 1;\n' });
    expect(violations).toEqual([
      expect.stringMatching(/^apps\/web\/src\/helpers\/thing\.ts:1 — helpers\/ is not a layer/),
    ]);
  });
});

describe('API layers', () => {
  it('reports adapters/, db/ and lib/ importing modules/', () => {
    const violations = check({
      ...CLEAN,
      [api('adapters/maps/index.ts')]:
        "import { findUser } from '../../modules/users/service';\nexport { findUser };\n",
      [api('db/client.ts')]:
        "import { findUser } from '../modules/users/service';\nexport const db = findUser;\n",
      [api('lib/errors.ts')]:
        "import { authRoutes } from '../modules/auth/routes';\nexport const AppError = authRoutes;\n",
    });
    expect(violations).toEqual([
      'apps/api/src/adapters/maps/index.ts:1 imports ../../modules/users/service — adapters/ never imports modules/',
      'apps/api/src/db/client.ts:1 imports ../modules/users/service — db/ never imports modules/',
      'apps/api/src/lib/errors.ts:1 imports ../modules/auth/routes — lib/ never imports modules/',
    ]);
  });

  it("reports a module importing another module's queries file or folder", () => {
    const violations = check({
      ...CLEAN,
      [api('modules/auth/routes.ts')]: [
        "import { selectUser } from '../users/queries/select-user';",
        "import { saveSession } from './queries';",
        'export const authRoutes = [selectUser, saveSession];',
        '',
      ].join('\n'),
      [api('modules/users/service.ts')]:
        "import { saveSession } from '../auth/queries';\nexport const findUser = saveSession;\n",
    });
    expect(violations).toEqual([
      "apps/api/src/modules/auth/routes.ts:1 imports ../users/queries/select-user — a module never imports another module's queries (users); call its service",
      expect.stringMatching(
        /^apps\/api\/src\/modules\/auth\/routes\.ts:1 .* import cycle between modules auth → users → auth/,
      ),
      "apps/api/src/modules/users/service.ts:1 imports ../auth/queries — a module never imports another module's queries (auth); call its service",
    ]);
  });

  it('reports a cycle between module folders once, naming every step', () => {
    const violations = check({
      ...CLEAN,
      [api('modules/users/service.ts')]: [
        "import { selectUser } from './queries/select-user';",
        "import { notify } from '../notifications/service';",
        'export const findUser = [selectUser, notify];',
        '',
      ].join('\n'),
      [api('modules/notifications/service.ts')]:
        "import { authRoutes } from '../auth/routes';\nexport const notify = authRoutes;\n",
    });
    expect(violations).toEqual([
      'apps/api/src/modules/auth/routes.ts:1 imports ../users/service — import cycle between modules auth → users → notifications → auth ' +
        '(apps/api/src/modules/auth/routes.ts:1 imports ../users/service; apps/api/src/modules/users/service.ts:2 imports ../notifications/service; ' +
        'apps/api/src/modules/notifications/service.ts:1 imports ../auth/routes)',
    ]);
  });
});

describe('extractImports', () => {
  it('finds static, re-exported, type-only, side-effect, dynamic and mocked specifiers with their lines', () => {
    const source = [
      'import {',
      '  a,',
      '  b,',
      "} from './multi-line';",
      "import type { T } from './types';",
      "import Default, { c } from './default';",
      "import * as all from './namespace';",
      "import './side-effect.css';",
      "export * from './star';",
      "export { d } from './named';",
      "const lazy = () => import('./lazy');",
      "vi.mock('./mocked', () => ({}));",
      "type Module = typeof import('./typed');",
      '',
    ].join('\n');
    expect(extractImports(source)).toEqual([
      { specifier: './multi-line', line: 4 },
      { specifier: './types', line: 5 },
      { specifier: './default', line: 6 },
      { specifier: './namespace', line: 7 },
      { specifier: './side-effect.css', line: 8 },
      { specifier: './star', line: 9 },
      { specifier: './named', line: 10 },
      { specifier: './lazy', line: 11 },
      { specifier: './mocked', line: 12 },
      { specifier: './typed', line: 13 },
    ]);
  });

  it('ignores imports inside comments but not a URL inside a string', () => {
    const source = [
      "// import { old } from './commented';",
      "/* import('./block')",
      "   export * from './block-two' */",
      "const url = 'http://example.test'; import { real } from './real';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template literal.
      "const template = `${'x'}//`; import { after } from './after-template';",
      '',
    ].join('\n');
    expect(extractImports(source)).toEqual([
      { specifier: './real', line: 4 },
      { specifier: './after-template', line: 5 },
    ]);
  });
});
