import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config';

describe('configuration', () => {
  it('has embedded defaults: port 3000 on 127.0.0.1, data in ./data, demo seed on', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data' });
    // Unset, the seed follows the mode: on in demo mode (config-mode.test.ts), off in production.
    expect(env.SEED_DEMO).toBeUndefined();
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

  it('takes TRUST_PROXY as a hop count or proxy addresses, never "trust everything"', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    for (const value of ['true', '*', '0.0.0.0/33', 'proxy.example.com', '11']) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('takes REDIS_URL as a redis:// or rediss:// URL, and keeps chat in-process without it', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: 'rediss://user:secret@redis.example.com:6380' }).REDIS_URL).toBe(
      'rediss://user:secret@redis.example.com:6380',
    );
    for (const value of ['http://redis.example.com', 'not a url']) {
      expect(() => parseEnv({ REDIS_URL: value }), value).toThrow(/REDIS_URL/);
    }
  });
});
