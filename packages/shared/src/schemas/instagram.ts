import { z } from '../zod-config';
import { id, idFromText } from './primitives';

/**
 * Instagram connection of a canvas (spec 2 §2 Social Media panel, §4, §7 Instagram, §9; spec 1
 * /insta-auth). The account is connected through "Instagram API with Instagram Login"; its access
 * token stays on the server (encrypted at rest) and never appears in any of these payloads.
 */

/** The Instagram grid shows 8 media (spec 2 §9). */
export const INSTAGRAM_GRID_SIZE = 8;

/** Where Instagram sends the browser back after the user allows or denies access. */
export const INSTAGRAM_RETURN_PATH = '/insta-auth';

/** `GET /api/instagram/app/`: whether Connect is offered. `demo` = the built-in demo Instagram. */
export const instagramAppSchema = z.object({
  appid: z.string().nullable(),
  configured: z.boolean(),
  demo: z.boolean(),
});
export type InstagramApp = z.infer<typeof instagramAppSchema>;

export const instagramCanvasParam = z.object({ id: idFromText() });

/** `PUT /api/instagram/portfolio/{id}` {instagramHandle}: the server strips it as spec 2 §5 says. */
export const instagramHandleInputSchema = z.object({
  instagramHandle: z.string().max(200),
});
export type InstagramHandleInput = z.infer<typeof instagramHandleInputSchema>;

export const instagramConnectionSchema = z.object({
  username: z.string(),
  connectedAt: z.string(),
  expiresAt: z.string(),
});
export type InstagramConnection = z.infer<typeof instagramConnectionSchema>;

/** `GET/PUT/DELETE /api/instagram/portfolio/{id}`: the canvas's handle and its connection, if any. */
export const instagramPortfolioSchema = z.object({
  canvasId: z.number().int(),
  instagramHandle: z.string(),
  connection: instagramConnectionSchema.nullable(),
});
export type InstagramPortfolio = z.infer<typeof instagramPortfolioSchema>;

/**
 * `PUT /api/instagram/canvas` {canvasId, from}: starts connecting a saved canvas and answers the
 * Instagram authorization URL. Its `state` is single use, bound to the caller and the canvas.
 */
export const instagramConnectSchema = z.object({
  canvasId: id(),
  /** Where to return after connecting (a path on this site, e.g. the editor). */
  from: z.string().trim().max(500).optional(),
});
export type InstagramConnectInput = z.infer<typeof instagramConnectSchema>;
export const instagramConnectResultSchema = z.object({ authorizeUrl: z.string() });

/** `GET /api/instagram/access-token` {code, redirect_uri, state}: finishes the connection. */
export const instagramAccessTokenQuerySchema = z.object({
  code: z.string().trim().min(1).max(2000),
  redirect_uri: z.string().trim().url().max(500),
  state: z.string().trim().min(1).max(200),
});
export type InstagramAccessTokenQuery = z.infer<typeof instagramAccessTokenQuerySchema>;
export const instagramLinkResultSchema = z.object({
  canvasId: z.number().int(),
  instagramHandle: z.string(),
  /** The path given when connecting started (null when none was). */
  returnTo: z.string().nullable(),
});
export type InstagramLinkResult = z.infer<typeof instagramLinkResultSchema>;

/** `GET /api/instagram/medias` {id (canvas id), count ≤ 8}. */
export const instagramMediaQuerySchema = z.object({
  id: idFromText(),
  count: z.coerce.number().int().min(1).max(INSTAGRAM_GRID_SIZE).default(INSTAGRAM_GRID_SIZE),
});

export const INSTAGRAM_MEDIA_TYPES = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const;

/** One post, with Instagram's field names; show `thumbnail_url` for a video, else `media_url`. */
export const instagramMediaSchema = z.object({
  id: z.string(),
  media_type: z.enum(INSTAGRAM_MEDIA_TYPES),
  media_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  permalink: z.string().nullable(),
  caption: z.string().nullable(),
  timestamp: z.string().nullable(),
});
export type InstagramMedia = z.infer<typeof instagramMediaSchema>;

/** Empty `medias` and a null `username` when the canvas has no connected account. */
export const instagramMediaListSchema = z.object({
  username: z.string().nullable(),
  medias: z.array(instagramMediaSchema),
});
export type InstagramMediaList = z.infer<typeof instagramMediaListSchema>;
