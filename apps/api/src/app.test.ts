import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { ErrorCode, messages } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, useTestApp } from '../test/helper';
import { buildApp } from './app';
import { parseEnv } from './config';

const t = useTestApp();

describe('API conventions', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: ErrorCode.notFound });
  });

  it('reports health once migrations ran', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ ok: true });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when served over https behind a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    const response = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    await proxied.close();
  });

  it('lets other sites frame only the embedded opportunity page (spec 3 isEmbedded)', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'canvas-embed-'));
    writeFileSync(path.join(distDir, 'index.html'), '<html><body><div id="root"></div></body></html>');
    const withWeb = await createTestApp({ WEB_DIST_DIR: distDir });
    const headersOf = async (url: string) => (await withWeb.app.inject({ method: 'GET', url })).headers;

    const embedded = await headersOf('/opportunity-detail/senior-stylist-luxe?isEmbedded=true&autoplay=true');
    expect(embedded['content-type']).toMatch(/^text\/html/);
    expect(embedded['content-security-policy']).toContain('frame-ancestors *');
    expect(embedded['content-security-policy']).not.toContain("frame-ancestors 'none'");
    // The rest of the policy stays as strict as on every page.
    expect(embedded['content-security-policy']).toContain("script-src 'self'");
    expect(embedded['x-frame-options']).toBeUndefined();

    for (const url of [
      '/opportunity-detail/senior-stylist-luxe',
      '/opportunity-detail/senior-stylist-luxe?isEmbedded=false',
      '/opportunity-detail/senior-stylist-luxe/more?isEmbedded=true',
      '/canvas/luxe-salon?isEmbedded=true',
      '/?isEmbedded=true',
      '/api/opportunity/senior-stylist-luxe?isEmbedded=true',
    ]) {
      const headers = await headersOf(url);
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    await withWeb.close();
  });

  it('believes X-Forwarded-For only as far as the trusted hops: a client cannot pick its own IP', async () => {
    const ipOf = async (trustProxy: string, remoteAddress: string) => {
      const config = { ...t.config, trustProxy: parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY };
      const app = await buildApp({ config, database: t.database, logger: false });
      app.get('/api/ip', { config: { access: 'public' } }, async (request) => ({ ip: request.ip }));
      const response = await app.inject({
        method: 'GET',
        url: '/api/ip',
        remoteAddress,
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
      });
      await app.close();
      return response.json<{ ip: string }>().ip;
    };
    expect(await ipOf('1', '10.0.0.2')).toBe('203.0.113.7');
    expect(await ipOf('10.0.0.0/8', '10.0.0.2')).toBe('203.0.113.7');
    expect(await ipOf('10.0.0.0/8', '198.51.100.1')).toBe('198.51.100.1');
    expect(await ipOf('0', '10.0.0.2')).toBe('10.0.0.2');
  });

  it('answers malformed JSON with 400 and a message, not a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: ErrorCode.badRequest, message: expect.any(String) });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('hides the detail of unexpected errors (no stack, no SQL)', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('syntax error at or near "SELECT password_hash FROM users"');
    });
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ErrorCode.internal, message: messages.internal });
    await app.close();
  });

  it('refuses to start when a route does not declare who may call it', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/must declare config.access/);
    await app.close();
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.paths['/api/auth/login'].post.requestBody).toBeDefined();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/user/info', '/api/health']));
  });
});

describe('logging', () => {
  it('never writes passwords or tokens to the logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: { ...t.config, logLevel: 'trace' },
      database: t.database,
      logger: { stream },
    });
    const user = await createUser(t.database);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login?token=secret-in-query',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const token = login.json().access_token as string;
    await app.inject({ method: 'GET', url: '/api/user/info', headers: { authorization: `Bearer ${token}` } });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/user/info');
    expect(log).not.toContain(TEST_PASSWORD);
    expect(log).not.toContain(token);
    expect(log).not.toContain('secret-in-query');
  });
});
