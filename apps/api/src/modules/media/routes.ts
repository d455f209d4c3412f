import type { Readable } from 'node:stream';
import {
  apiErrorSchema,
  MEDIA_SLOT_RULES,
  MEDIA_SLOTS,
  type MediaSlot,
  mediaUploadQuerySchema,
  mediaUploadResultSchema,
} from '@canvas/shared';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import { type MediaDeps, slotByteLimit, tooLarge, uploadMedia } from './service';

/** The slot named in the query, or the most generous one while the query is still unvalidated. */
function requestedSlot(request: FastifyRequest): MediaSlot {
  const slot = (request.query as { slot?: unknown } | undefined)?.slot;
  if (typeof slot === 'string' && (MEDIA_SLOTS as readonly string[]).includes(slot)) return slot as MediaSlot;
  return MEDIA_SLOTS.reduce((largest, each) =>
    MEDIA_SLOT_RULES[each].maxMb > MEDIA_SLOT_RULES[largest].maxMb ? each : largest,
  );
}

/**
 * Reads the raw body into one Buffer, refusing as soon as it passes the slot's limit (declared
 * Content-Length first, then the bytes actually received), with the spec's message rather than
 * Fastify's generic 413.
 */
async function readBody(request: FastifyRequest, payload: Readable): Promise<Buffer> {
  const slot = requestedSlot(request);
  const limit = slotByteLimit(slot);
  const declared = Number(request.headers['content-length']);
  if (declared > limit) throw tooLarge(slot);
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of payload) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    received += bytes.length;
    if (received > limit) throw tooLarge(slot);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, received);
}

export const mediaRoutes: RouteModule = (app) => {
  const deps: MediaDeps = {
    storage: app.deps.storage,
    db: app.deps.database.db,
    quotaMb: app.deps.config.uploadQuotaMb,
  };

  // Scoped to this module. The file is the raw body and its declared type is not trusted (the
  // bytes decide), so every Content-Type — JSON and text included — reaches the same reader.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request: FastifyRequest, payload: Readable) => readBody(request, payload));

  typed(app).post(
    '/api/media/upload',
    {
      config: { access: 'user' },
      schema: {
        tags: ['media'],
        summary:
          'Upload a photo or video for a media slot (the file as the raw body). Type checked by content; photos are re-encoded without metadata with WebP copies at 640 and 1920 px',
        querystring: mediaUploadQuerySchema,
        response: {
          200: mediaUploadResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      const item = await uploadMedia(deps, { ...request.query, body, ownerId: requireAuth(request).user.id });
      return { item };
    },
  );
};
