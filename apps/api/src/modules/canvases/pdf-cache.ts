import { createHash } from 'node:crypto';
import type { Canvas } from '@canvas/shared';

/**
 * Rendered resumes by canvas version: the key is a hash of everything the PDF shows (the canvas as
 * this reader sees it and the link), so an edit, a new owner name or a different view is a new
 * entry and nothing is ever served stale. Concurrent requests for one version share one render.
 * In memory and bounded: each API process keeps its most recently used resumes.
 */
export class ResumePdfCache {
  readonly #entries = new Map<string, Promise<Buffer>>();

  constructor(private readonly maxEntries = 100) {}

  static keyOf(canvas: Canvas, link: string): string {
    return createHash('sha256').update(JSON.stringify(canvas)).update('\n').update(link).digest('hex');
  }

  get size(): number {
    return this.#entries.size;
  }

  get(canvas: Canvas, link: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const key = ResumePdfCache.keyOf(canvas, link);
    const cached = this.#entries.get(key);
    if (cached) {
      // Most recently used goes last; the first entry is the one to drop.
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      return cached;
    }
    const rendering = render();
    this.#entries.set(key, rendering);
    // A failed render is not kept: the next request tries again.
    rendering.catch(() => this.#entries.delete(key));
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return rendering;
  }
}
