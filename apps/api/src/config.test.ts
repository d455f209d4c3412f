import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config';

describe('configuration', () => {
  it('has embedded defaults: port 3000 on 127.0.0.1, data in ./data, demo seed on', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', SEED_DEMO: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('turns the demo seed off with SEED_DEMO=0', () => {
    expect(parseEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });

  it('names every invalid variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
