import { afterEach, vi } from 'vitest';

// A test that makes the code log an error or warning fails: unexpected noise is a bug.
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`unexpected console.${kind}: ${args.map(String).join(' ')}`);
  };
vi.spyOn(console, 'error').mockImplementation(fail('error'));
vi.spyOn(console, 'warn').mockImplementation(fail('warn'));
afterEach(() => {
  vi.clearAllMocks();
});
