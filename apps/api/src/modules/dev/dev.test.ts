import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, useTestApp } from '../../../test/helper';

// A built web app, so a path the API does not own would otherwise get index.html (200).
const distDir = mkdtempSync(path.join(tmpdir(), 'canvas-dev-tools-'));
writeFileSync(path.join(distDir, 'index.html'), '<html><body><div id="root"></div></body></html>');

const PRODUCTION = {
  CANVAS_MODE: 'production',
  PUBLIC_URL: 'https://canvas.example.com',
  WEB_DIST_DIR: distDir,
};

describe('developer tools on a loopback-bound demo server (npm start)', () => {
  const t = useTestApp({ WEB_DIST_DIR: distDir });

  it('serves the outbox and the mailbox page to anyone on this machine', async () => {
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
  });

  it('answers a request that came through a proxy only for an admin', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    const visitor = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: forwarded });
    expect(visitor.statusCode).toBe(404);
    const member = await createUser(t.database);
    const memberToken = await signIn(t.app, member.email);
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { ...forwarded, ...bearer(memberToken) },
    });
    expect(asMember.statusCode).toBe(404);
    const admin = await createUser(t.database, { roleValue: 'administrator', target: 'admin' });
    const adminToken = await signIn(t.app, admin.email);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { forwarded: 'for=203.0.113.9', ...bearer(adminToken) },
    });
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('developer tools asked for on a demo server bound to a network address', () => {
  const t = useTestApp({ HOST: '0.0.0.0', DEV_TOOLS: '1' });

  it('reads the outbox only for a signed-in admin', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(visitor.statusCode).toBe(404);
    const member = await createUser(t.database);
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: bearer(await signIn(t.app, member.email)),
    });
    expect(asMember.statusCode).toBe(404);
    const admin = await createUser(t.database, { roleValue: 'end_user', isSuperAdmin: true });
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: bearer(await signIn(t.app, admin.email)),
    });
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('a demo server bound to a network address without DEV_TOOLS', () => {
  const t = useTestApp({ HOST: '0.0.0.0', WEB_DIST_DIR: distDir });

  it('has no developer tools: an unset NODE_ENV never turns them on', async () => {
    expect(t.config.devTools).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});

describe('production mode', () => {
  const t = useTestApp(PRODUCTION);

  it('answers 404 for /dev/mailbox, /dev/partner-callback and /api/dev/outbox, even to an admin', async () => {
    const admin = await createUser(t.database, { roleValue: 'administrator', target: 'admin' });
    const headers = bearer(await signIn(t.app, admin.email));
    for (const url of ['/api/dev/outbox', '/dev/mailbox', '/dev/partner-callback?code=x']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
    }
    // The rest of the web app is still served.
    expect((await t.app.inject({ method: 'GET', url: '/sign-in' })).statusCode).toBe(200);
  });
});
