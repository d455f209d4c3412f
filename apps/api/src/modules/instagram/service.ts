import {
  INSTAGRAM_GRID_SIZE,
  INSTAGRAM_RETURN_PATH,
  type InstagramAccessTokenQuery,
  type InstagramApp,
  type InstagramConnectInput,
  type InstagramLinkResult,
  type InstagramMediaList,
  type InstagramPortfolio,
  isAdminRole,
  isSafeReturnPath,
  messages,
  stripInstagramHandle,
} from '@canvas/shared';
import { InstagramApiError, type InstagramProvider, type TokenCipher } from '../../adapters/instagram';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashToken, newOneTimeToken } from '../../lib/tokens';
import {
  consumeAuthState,
  countActiveAuthStates,
  deleteConnection,
  deleteExpiredAuthStates,
  findCanvasForInstagram,
  findConnection,
  type InstagramCanvas,
  insertAuthState,
  setCanvasInstagramHandle,
  storeMediaCache,
  updateConnectionToken,
  upsertConnection,
} from './queries';

/** The trip to Instagram and back must finish within this time. */
const STATE_TTL_MS = 10 * 60 * 1000;
/** Connections a user may have started and not finished at once. */
const MAX_ACTIVE_STATES = 20;
/** Media lists are cached this long (Instagram's media URLs are signed and expire after a while). */
export const MEDIA_CACHE_MS = 10 * 60 * 1000;
/** Instagram refreshes a long-lived token only once it is 24 hours old. */
const REFRESH_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** Refresh when less than this is left of the token's 60 days. */
const REFRESH_WHEN_LEFT_MS = 30 * 24 * 60 * 60 * 1000;

export interface InstagramDeps {
  db: Db;
  /** null when neither an Instagram app nor the demo (DEV_TOOLS) is configured. */
  provider: InstagramProvider | null;
  cipher: TokenCipher;
  publicUrl: string;
  /** Failures that the user is not shown (spec 2 §8: logged only). Never given a token. */
  warn: (details: Record<string, unknown>, message: string) => void;
}

export const returnUrl = (publicUrl: string) => `${publicUrl}${INSTAGRAM_RETURN_PATH}`;

const canManage = (user: UserRow, canvas: InstagramCanvas) =>
  canvas.ownerId === user.id || isAdminRole({ value: user.roleValue, isSuperAdmin: user.isSuperAdmin });

/**
 * The canvas the caller may change: it exists, is not deleted, and the caller owns it or is an
 * admin. Others get 404 for a canvas they cannot see and 403 for a public one they can.
 */
async function manageableCanvas(
  deps: InstagramDeps,
  user: UserRow,
  canvasId: number,
): Promise<InstagramCanvas> {
  const canvas = await findCanvasForInstagram(deps.db, canvasId);
  if (!canvas || canvas.deletedAt) throw new AppError('notFound', messages.canvasNotFound);
  if (!canManage(user, canvas)) {
    throw canvas.status === 'public'
      ? new AppError('forbidden')
      : new AppError('notFound', messages.canvasNotFound);
  }
  return canvas;
}

function requireProvider(deps: InstagramDeps): InstagramProvider {
  if (!deps.provider) throw new AppError('badRequest', messages.instagramUnavailable);
  return deps.provider;
}

/** GET /api/instagram/app/ */
export function instagramApp(deps: Pick<InstagramDeps, 'provider'>): InstagramApp {
  return {
    appid: deps.provider?.appId ?? null,
    configured: deps.provider !== null,
    demo: deps.provider?.kind === 'demo',
  };
}

async function portfolio(deps: InstagramDeps, canvasId: number): Promise<InstagramPortfolio> {
  const canvas = await findCanvasForInstagram(deps.db, canvasId);
  const connection = await findConnection(deps.db, canvasId);
  return {
    canvasId,
    instagramHandle: canvas?.instagramHandle ?? '',
    connection: connection
      ? {
          username: connection.username,
          connectedAt: connection.connectedAt.toISOString(),
          expiresAt: connection.expiresAt.toISOString(),
        }
      : null,
  };
}

/** GET /api/instagram/portfolio/{id} */
export async function getPortfolio(deps: InstagramDeps, user: UserRow, canvasId: number) {
  await manageableCanvas(deps, user, canvasId);
  return portfolio(deps, canvasId);
}

/** PUT /api/instagram/portfolio/{id} {instagramHandle}: stripped as spec 2 §5 says. */
export async function updateHandle(deps: InstagramDeps, user: UserRow, canvasId: number, handle: string) {
  await manageableCanvas(deps, user, canvasId);
  await setCanvasInstagramHandle(deps.db, canvasId, stripInstagramHandle(handle).slice(0, 60));
  return portfolio(deps, canvasId);
}

/** DELETE /api/instagram/portfolio/{id}: disconnects and clears the handle (spec 2 §4). */
export async function removePortfolio(deps: InstagramDeps, user: UserRow, canvasId: number) {
  await manageableCanvas(deps, user, canvasId);
  await deps.db.transaction(async (tx) => {
    await deleteConnection(tx, canvasId);
    await setCanvasInstagramHandle(tx, canvasId, '');
  });
  return portfolio(deps, canvasId);
}

/** DELETE /api/instagram/canvas/{id}: drops the connected account; the handle stays. */
export async function disconnectCanvas(deps: InstagramDeps, user: UserRow, canvasId: number) {
  await manageableCanvas(deps, user, canvasId);
  await deleteConnection(deps.db, canvasId);
  return portfolio(deps, canvasId);
}

/**
 * PUT /api/instagram/canvas {canvasId, from}: a single-use state bound to this user and canvas,
 * and the Instagram authorization URL carrying it. The canvas must be saved (spec 2 §4).
 */
export async function startConnect(deps: InstagramDeps, user: UserRow, input: InstagramConnectInput) {
  const provider = requireProvider(deps);
  await manageableCanvas(deps, user, input.canvasId);
  await deleteExpiredAuthStates(deps.db);
  if ((await countActiveAuthStates(deps.db, user.id)) >= MAX_ACTIVE_STATES) {
    throw new AppError('tooManyRequests', messages.tooManyRequests, {
      retryAfterSeconds: STATE_TTL_MS / 1000,
    });
  }
  const state = newOneTimeToken();
  await insertAuthState(deps.db, {
    keyHash: state.hash,
    userId: user.id,
    canvasId: input.canvasId,
    returnTo: isSafeReturnPath(input.from) ? input.from : null,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return { authorizeUrl: provider.authorizeUrl(state.token, returnUrl(deps.publicUrl)) };
}

/**
 * GET /api/instagram/access-token {code, redirect_uri, state}: checks the state (this user's,
 * unused, unexpired), exchanges the code for a long-lived token, reads the username and stores
 * the connection with the encrypted token; the canvas's handle becomes the username.
 */
export async function finishConnect(
  deps: InstagramDeps,
  user: UserRow,
  query: InstagramAccessTokenQuery,
): Promise<InstagramLinkResult> {
  const provider = requireProvider(deps);
  const redirectUri = returnUrl(deps.publicUrl);
  if (query.redirect_uri.split('?')[0] !== redirectUri) {
    throw new AppError('badRequest', messages.instagramConnectFailed, { field: 'redirect_uri' });
  }
  const state = await consumeAuthState(deps.db, hashToken(query.state), user.id);
  if (!state) throw new AppError('linkInvalid', messages.instagramLinkExpired);
  // The canvas may have been deleted or handed over while the user was at Instagram.
  await manageableCanvas(deps, user, state.canvasId);

  let grant: Awaited<ReturnType<InstagramProvider['exchangeCode']>>;
  let profile: Awaited<ReturnType<InstagramProvider['profile']>>;
  try {
    grant = await provider.exchangeCode(query.code, redirectUri);
    profile = await provider.profile(grant.accessToken);
  } catch (error) {
    deps.warn({ canvasId: state.canvasId, error: String(error) }, 'instagram connect failed');
    throw new AppError('badRequest', messages.instagramConnectFailed);
  }
  const handle = stripInstagramHandle(profile.username).slice(0, 60);
  await deps.db.transaction(async (tx) => {
    await upsertConnection(tx, {
      canvasId: state.canvasId,
      igUserId: profile.userId,
      username: handle,
      accessTokenEncrypted: deps.cipher.encrypt(grant.accessToken, String(state.canvasId)),
      expiresAt: new Date(Date.now() + grant.expiresIn * 1000),
      connectedAt: new Date(),
      tokenIssuedAt: new Date(),
    });
    await setCanvasInstagramHandle(tx, state.canvasId, handle);
  });
  return { canvasId: state.canvasId, instagramHandle: handle, returnTo: state.returnTo };
}

/**
 * GET /api/instagram/medias {id, count}: the connected account's latest media for whoever may
 * read the canvas (anyone for a public one). Served from a 10-minute cache; when Instagram fails
 * the failure is logged and the last list (or none) is served.
 */
export async function listMedia(
  deps: InstagramDeps,
  user: UserRow | null,
  query: { id: number; count: number },
): Promise<InstagramMediaList> {
  const canvas = await findCanvasForInstagram(deps.db, query.id);
  const readable =
    canvas && !canvas.deletedAt && (canvas.status === 'public' || (user !== null && canManage(user, canvas)));
  if (!readable) throw new AppError('notFound', messages.canvasNotFound);

  const connection = await findConnection(deps.db, query.id);
  if (!connection) return { username: null, medias: [] };
  const cached = connection.mediaCache ?? [];
  const answer = (medias: typeof cached) => ({
    username: connection.username,
    medias: medias.slice(0, query.count),
  });
  const isFresh =
    connection.mediaCachedAt && Date.now() - connection.mediaCachedAt.getTime() < MEDIA_CACHE_MS;
  if (isFresh || !deps.provider || connection.expiresAt.getTime() <= Date.now()) return answer(cached);

  try {
    const context = String(connection.canvasId);
    let token = deps.cipher.decrypt(connection.accessTokenEncrypted, context);
    const age = Date.now() - connection.tokenIssuedAt.getTime();
    const left = connection.expiresAt.getTime() - Date.now();
    if (age >= REFRESH_MIN_AGE_MS && left <= REFRESH_WHEN_LEFT_MS) {
      const fresh = await deps.provider.refresh(token);
      token = fresh.accessToken;
      await updateConnectionToken(deps.db, connection.canvasId, {
        accessTokenEncrypted: deps.cipher.encrypt(token, context),
        expiresAt: new Date(Date.now() + fresh.expiresIn * 1000),
      });
    }
    const medias = await deps.provider.media(token, INSTAGRAM_GRID_SIZE);
    await storeMediaCache(deps.db, connection.canvasId, medias);
    return answer(medias);
  } catch (error) {
    deps.warn({ canvasId: connection.canvasId, error: String(error) }, 'instagram media fetch failed');
    // A passing failure keeps the last list; a token Instagram refused (or one that no longer
    // decrypts) shows nothing until the owner connects again. Either way, wait a cache period.
    const isUsable = error instanceof InstagramApiError && !error.tokenInvalid;
    const kept = isUsable ? cached : [];
    await storeMediaCache(deps.db, connection.canvasId, kept);
    return answer(kept);
  }
}
