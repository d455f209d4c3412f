import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ssrBundleSource } from './bundle';
import { webBuild } from './testing';

describe('ssrBundleSource: the web build’s server bundle', () => {
  it('loads it once, and the next build once its build id changes', async () => {
    const dist = webBuild({ buildId: 'build-one' });
    let now = 0;
    const errors: unknown[] = [];
    const source = ssrBundleSource(dist, { onLoadError: (error) => errors.push(error), now: () => now });
    const first = await source();
    expect(first?.buildId).toBe('build-one');
    expect(first?.templates['canvas-person']).toContain('<!--ssr-root-->');
    expect(await source()).toBe(first);

    // A new build in the same place: its own folder, then the id that names it.
    mkdirSync(path.join(dist, '.ssr', 'build-two'));
    writeFileSync(
      path.join(dist, '.ssr', 'build-two', 'entry-server.js'),
      'export const renderPublicPage = async () => ({ html: "two" });',
    );
    writeFileSync(path.join(dist, '.ssr', 'build-id'), 'build-two\n');
    expect(await source()).toBe(first);
    now += 1_000;
    const second = await source();
    expect(second?.buildId).toBe('build-two');
    expect(errors).toEqual([]);
  });

  it('is none without a bundle, and none (reported once) when the bundle cannot load', async () => {
    expect(await ssrBundleSource(webBuild({ bundle: null }), { onLoadError: () => {} })()).toBeNull();
    expect(await ssrBundleSource(null, { onLoadError: () => {} })()).toBeNull();
    const errors: unknown[] = [];
    const broken = ssrBundleSource(webBuild({ bundle: 'export const nothing = 1;', buildId: 'broken' }), {
      onLoadError: (error) => errors.push(error),
    });
    expect(await broken()).toBeNull();
    expect(await broken()).toBeNull();
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('exports no renderPublicPage');
  });
});
