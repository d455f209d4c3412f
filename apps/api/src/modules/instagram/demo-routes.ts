import { createHash } from 'node:crypto';
import { INSTAGRAM_RETURN_PATH, z } from '@canvas/shared';
import type { FastifyInstance } from 'fastify';
import {
  DEMO_INSTAGRAM_APP_ID,
  DEMO_INSTAGRAM_BASE,
  DEMO_USERNAME,
  type DemoInstagramProvider,
} from '../../adapters/instagram/demo';
import { AppError } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { typed } from '../../lib/zod-app';

const authorizeQuery = z.object({
  client_id: z.string().max(100),
  redirect_uri: z.string().max(500),
  state: z.string().max(200).default(''),
  response_type: z.string().max(20).optional(),
  scope: z.string().max(200).optional(),
});
const approveQuery = z.object({
  redirect_uri: z.string().max(500),
  state: z.string().max(200).default(''),
  username: z.string().trim().max(60).default(''),
  decision: z.enum(['allow', 'deny']),
});
const mediaParams = z.object({
  username: z.string().regex(DEMO_USERNAME),
  file: z.string().regex(/^[1-8]\.svg$/),
});

/** Colours of the product's palette (apps/web/src/app/theme.ts), for pages the API renders itself. */
const palette = {
  plum: ['#3d1f46', '#6d437a', '#a679b2', '#d9bfdf'],
  blush: ['#fbe9e6', '#efbab3', '#d97f75', '#a44e48'],
  champagne: ['#f5ecda', '#dfc28a', '#b0843a'],
  surface: '#fffdfb',
  ink: '#241c22',
  muted: '#6b615b',
  border: '#e9e2db',
};

function consentPage(options: { state: string; redirectUri: string }): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Instagram · Allow Canvas</title>
<style>
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:${palette.blush[0]};font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:${palette.ink}}
  main{width:min(420px,calc(100% - 32px));background:${palette.surface};border:1px solid ${palette.border};border-radius:20px;padding:32px;box-shadow:0 18px 48px rgba(61,31,70,.12)}
  .mark{width:56px;height:56px;border-radius:16px;background:linear-gradient(135deg,${palette.champagne[1]},${palette.blush[2]} 45%,${palette.plum[1]});margin-bottom:16px}
  h1{font-size:22px;margin:0 0 8px}p{color:${palette.muted};line-height:1.5;margin:0 0 20px}
  label{display:block;font-weight:600;margin-bottom:6px}
  input[type=text]{box-sizing:border-box;width:100%;padding:12px 14px;border:1px solid ${palette.border};border-radius:12px;font-size:16px}
  .actions{display:flex;gap:12px;margin-top:20px}
  button{flex:1;padding:12px;border-radius:999px;font-size:15px;font-weight:600;cursor:pointer;border:1px solid ${palette.plum[0]}}
  .allow{background:${palette.plum[0]};color:${palette.surface}}.deny{background:transparent;color:${palette.plum[0]}}
  small{display:block;margin-top:16px;color:${palette.muted}}
</style></head>
<body><main>
  <div class="mark" aria-hidden="true"></div>
  <h1>Allow Canvas to show your posts?</h1>
  <p>This is the built-in demo of Instagram for local development. Canvas will read your username and your recent posts.</p>
  <form method="get" action="${DEMO_INSTAGRAM_BASE}/oauth/approve">
    ${hidden('state', options.state)}${hidden('redirect_uri', options.redirectUri)}
    <label for="username">Instagram username</label>
    <input id="username" type="text" name="username" value="canvas.demo" required maxlength="30" pattern="[A-Za-z0-9._]{1,30}" autocomplete="off">
    <div class="actions">
      <button class="deny" type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
      <button class="allow" type="submit" name="decision" value="allow">Allow</button>
    </div>
  </form>
  <small>No real Instagram account is contacted.</small>
</main></body></html>`;
}

/** A soft abstract artwork per username and number, in the product's palette. */
function demoArtwork(username: string, index: number): string {
  const seed = createHash('sha256').update(`${username.toLowerCase()}:${index}`).digest();
  const pick = <T>(list: readonly T[], byte: number) => list[(seed[byte] ?? 0) % list.length] as T;
  const background = pick([palette.blush[0], palette.champagne[0], palette.plum[3], palette.blush[1]], 0);
  const colours = [...palette.plum, ...palette.blush.slice(1), ...palette.champagne.slice(1)];
  const shapes = [0, 1, 2, 3].map((n) => {
    const cx = 60 + ((seed[1 + n * 3] ?? 0) / 255) * 520;
    const cy = 60 + ((seed[2 + n * 3] ?? 0) / 255) * 520;
    const r = 110 + ((seed[3 + n * 3] ?? 0) / 255) * 180;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${pick(colours, 14 + n)}" opacity="0.55"/>`;
  });
  const sweep = (seed[20] ?? 0) % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
<defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="38"/></filter></defs>
<rect width="640" height="640" fill="${background}"/>
<g filter="url(#soft)">${shapes.join('')}</g>
<path d="${sweep ? 'M-20 470 C 160 360, 330 560, 660 380' : 'M-20 180 C 200 300, 380 80, 660 240'}" stroke="${palette.champagne[2]}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.7"/>
</svg>`;
}

/**
 * The demo Instagram's own pages (DEV_TOOLS only): the authorization window, its answer (a redirect
 * back to /insta-auth with a signed code, exactly as Instagram does) and the generated media.
 */
export function registerDemoInstagramRoutes(app: FastifyInstance, demo: DemoInstagramProvider) {
  const returnUrl = `${app.deps.config.publicUrl}${INSTAGRAM_RETURN_PATH}`;
  // Only our own return page is an acceptable redirect: the demo must not be an open redirect.
  const assertRedirect = (redirectUri: string) => {
    if (redirectUri !== returnUrl) throw new AppError('badRequest', 'redirect_uri is not registered');
  };

  typed(app).get(
    `${DEMO_INSTAGRAM_BASE}/oauth/authorize`,
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: authorizeQuery },
    },
    async (request, reply) => {
      if (request.query.client_id !== DEMO_INSTAGRAM_APP_ID)
        throw new AppError('badRequest', 'unknown client_id');
      assertRedirect(request.query.redirect_uri);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(consentPage({ state: request.query.state, redirectUri: request.query.redirect_uri }));
    },
  );

  typed(app).get(
    `${DEMO_INSTAGRAM_BASE}/oauth/approve`,
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: approveQuery },
    },
    async (request, reply) => {
      const { redirect_uri: redirectUri, state, username, decision } = request.query;
      assertRedirect(redirectUri);
      const target = new URL(redirectUri);
      if (decision === 'allow' && DEMO_USERNAME.test(username)) {
        target.searchParams.set('code', demo.issueCode(username, redirectUri));
      } else {
        target.searchParams.set('error', 'access_denied');
        target.searchParams.set('error_reason', 'user_denied');
      }
      target.searchParams.set('state', state);
      return reply.redirect(`${target.toString()}#_`);
    },
  );

  typed(app).get(
    `${DEMO_INSTAGRAM_BASE}/media/:username/:file`,
    {
      config: { access: 'public' },
      schema: { hide: true, params: mediaParams },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(demoArtwork(request.params.username, Number.parseInt(request.params.file, 10))),
  );
}
