import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, urlHost } from './config';
import { isLoopbackHost, resolveMode, weakPublicUrlReason, weakSecretReason } from './config-mode';
import { startupWarnings } from './startup-warnings';

const STRONG_SECRET = 'q8Zr2vLk9PwX4nTy7HcB3mJd6FsA1eGu';
const dataDir = mkdtempSync(path.join(tmpdir(), 'canvas-modes-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
const production = {
  CANVAS_MODE: 'production',
  JWT_SECRET: STRONG_SECRET,
  PUBLIC_URL: 'https://canvas.example.com',
};

describe('demo and production modes (decision 027)', () => {
  it('is demo by default (npm start), production when CANVAS_MODE or NODE_ENV says so', () => {
    expect(resolveMode(undefined, 'development')).toBe('demo');
    expect(resolveMode(undefined, 'test')).toBe('demo');
    expect(resolveMode(undefined, 'production')).toBe('production');
    expect(resolveMode('production', 'development')).toBe('production');
    expect(resolveMode('demo', 'production')).toBe('demo');
    expect(load({}).mode).toBe('demo');
  });

  it('demo mode: demo data and developer tools on a loopback server', () => {
    const config = load({});
    expect(config).toMatchObject({ mode: 'demo', seedDemo: true, devTools: true });
    expect(config.instagram.driver.kind).toBe('demo');
  });

  it('developer tools fail closed: no NODE_ENV on a network address leaves them off', () => {
    expect(load({ HOST: '0.0.0.0' }).devTools).toBe(false);
    expect(load({ HOST: '10.0.0.5' }).devTools).toBe(false);
    // Asked for, a demo on a network address has them (the outbox then answers only admins).
    expect(load({ HOST: '0.0.0.0', DEV_TOOLS: '1' }).devTools).toBe(true);
  });

  it('production mode: no demo data unless asked for, developer tools off', () => {
    const config = load(production);
    expect(config).toMatchObject({ mode: 'production', seedDemo: false, devTools: false });
    expect(config.instagram.driver.kind).toBe('off');
    expect(config.partnerClients).toEqual([]);
    expect(load({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(
      load({ NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://a.example' }).mode,
    ).toBe('production');
  });

  it('production refuses a missing or weak JWT_SECRET', () => {
    const { JWT_SECRET: _secret, ...withoutSecret } = production;
    expect(() => load(withoutSecret)).toThrow(ConfigError);
    expect(() => load(withoutSecret)).toThrow(/JWT_SECRET: required in production/);
    expect(() => load({ ...production, JWT_SECRET: 'a'.repeat(40) })).toThrow(/JWT_SECRET: too weak/);
    expect(() => load({ ...production, JWT_SECRET: 'change-me-change-me-change-me-change-me' })).toThrow(
      /JWT_SECRET: too weak/,
    );
    expect(weakSecretReason(STRONG_SECRET)).toBeNull();
  });

  it('production refuses a missing or weak PUBLIC_URL', () => {
    const { PUBLIC_URL: _url, ...withoutUrl } = production;
    expect(() => load(withoutUrl)).toThrow(/PUBLIC_URL: required in production/);
    expect(() => load({ ...production, PUBLIC_URL: 'http://canvas.example.com' })).toThrow(
      /PUBLIC_URL: it must be https/,
    );
    expect(weakPublicUrlReason('https://user:pw@canvas.example.com')).toMatch(/credentials/);
    expect(weakPublicUrlReason('https://canvas.example.com/app')).toMatch(/origin/);
    // A local trial of production mode may use plain http on this machine.
    expect(weakPublicUrlReason('http://127.0.0.1:3000')).toBeNull();
  });

  it('production refuses developer tools on a non-loopback host, allows them on loopback', () => {
    expect(() => load({ ...production, HOST: '0.0.0.0', DEV_TOOLS: '1' })).toThrow(/DEV_TOOLS: refused/);
    expect(load({ ...production, HOST: '0.0.0.0' }).devTools).toBe(false);
    expect(load({ ...production, DEV_TOOLS: '1' }).devTools).toBe(true);
  });

  it('demo mode starts without any secret (one is generated into DATA_DIR)', () => {
    expect(load({}).jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('warns loudly at start-up when production email would only reach the outbox', () => {
    expect(startupWarnings(load(production)).join('\n')).toMatch(/EMAIL IS NOT SENT: SMTP_URL is unset/);
    const withSmtp = load({ ...production, SMTP_URL: 'smtps://u:p@smtp.example.com:465' });
    expect(startupWarnings(withSmtp).join('\n')).not.toMatch(/EMAIL IS NOT SENT/);
    expect(startupWarnings(load({}))).toEqual([]);
    expect(startupWarnings(load({ HOST: '0.0.0.0' })).join('\n')).toMatch(/DEMO MODE ON A NETWORK ADDRESS/);
  });

  it('runs the sandbox payments provider in demo mode, in production only when asked for, and says so', () => {
    expect(load({}).paymentsSandbox).toBe(true);
    expect(load(production).paymentsSandbox).toBe(false);
    expect(startupWarnings(load(production)).join('\n')).toMatch(/Payments are off/);
    const trial = load({ ...production, PAYMENTS_SANDBOX: '1' });
    expect(trial.paymentsSandbox).toBe(true);
    expect(startupWarnings(trial).join('\n')).toMatch(/PAYMENTS ARE THE SANDBOX/);
  });

  it('builds a valid default PUBLIC_URL for an IPv6 listen address', () => {
    expect(load({ HOST: '::' }).publicUrl).toBe('http://[::]:3000');
    expect(load({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(load({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(urlHost('[::1]')).toBe('[::1]');
  });

  it('knows loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'canvas.example.com', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('lets chat sockets open from the public origin only, and from loopback pages in demo mode on loopback', () => {
    expect(load({}).chat).toEqual({
      redisUrl: null,
      origins: ['http://127.0.0.1:3000'],
      loopbackOrigins: true,
    });
    expect(load({ HOST: '0.0.0.0', PUBLIC_URL: 'https://canvas.example.com/' }).chat).toMatchObject({
      origins: ['https://canvas.example.com'],
      loopbackOrigins: false,
    });
    const production = load({
      CANVAS_MODE: 'production',
      JWT_SECRET: 'a-production-secret-with-plenty-of-different-characters-1234',
      PUBLIC_URL: 'https://canvas.example.com',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(production.chat).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      origins: ['https://canvas.example.com'],
      loopbackOrigins: false,
    });
  });
});
