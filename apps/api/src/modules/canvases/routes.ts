import {
  apiErrorSchema,
  canvasActionParams,
  canvasInputSchema,
  canvasPublicPath,
  canvasRefParam,
  canvasSchema,
  createCanvasResultSchema,
  createCanvasSchema,
  idParam,
  myCanvasesResultSchema,
  myCanvasesSchema,
  successSchema,
  upgradeCanvasSchema,
  type z,
} from '@canvas/shared';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../lib/auth-plugin';
import { AppError } from '../../lib/errors';
import { readCacheOf, sendJsonRead, sendUncachedJsonRead, serializeJson } from '../../lib/read-cache';
import { countUse } from '../../lib/throttle';
import { type RouteModule, typed } from '../../lib/zod-app';
import { toCanvas } from './document';
import { loadStoredImage, renderResumePdf, resumeFileName } from './pdf';
import { ResumePdfCache } from './pdf-cache';
import { PUBLIC_CANVAS_READS, readPublicCanvas } from './public-read';
import { type SentFields, sentFieldsOf } from './save';
import {
  type CanvasDeps,
  createCanvas,
  deleteCanvas,
  findReadableCanvas,
  getCanvas,
  listMyCanvases,
  readerOf,
  saveCanvas,
  setCanvasVisibility,
  upgradeCanvas,
} from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

export function canvasDeps(app: Parameters<RouteModule>[0]): CanvasDeps {
  const { database, storage, config } = app.deps;
  return { db: database.db, storage, publicUrl: config.publicUrl };
}

/** Resume PDFs one IP address may ask for in the window: a reader prints a few, a scraper is slowed. */
export const RESUME_PDFS_PER_WINDOW = 30;
const RESUME_PDF_WINDOW_MINUTES = 10;

export const canvasRoutes: RouteModule = (app) => {
  const deps = canvasDeps(app);
  const resumes = new ResumePdfCache();
  // Visitors' answers by canvas and version, per process (decision 034).
  const publicReads = readCacheOf(app.deps, PUBLIC_CANVAS_READS, {
    writeCount: app.deps.database.writeCount,
  });
  // The fields each part of a PUT really carried, read before the schema fills in defaults, so a
  // save merges what was sent instead of resetting what was not.
  const sentFields = new WeakMap<FastifyRequest, SentFields>();

  typed(app).post(
    '/api/canvas',
    {
      config: { access: 'user' },
      schema: {
        tags: ['canvases'],
        summary: 'Create a canvas (a draft) of the given type; answers its id and unique slug',
        body: createCanvasSchema,
        response: { 200: createCanvasResultSchema, ...errors },
      },
    },
    (request) => createCanvas(deps, requireAuth(request).user, request.body),
  );

  typed(app).post(
    '/api/canvas/my/canvases',
    {
      config: { access: 'user' },
      schema: {
        tags: ['canvases'],
        summary:
          "The caller's canvases and those they are accepted staff of (status all|draft|public|private, optional type), newest first",
        body: myCanvasesSchema,
        response: { 200: myCanvasesResultSchema, ...errors },
      },
    },
    async (request) => ({ list: await listMyCanvases(deps, requireAuth(request).user.id, request.body) }),
  );

  // Binary answer: registered without the zod reply typing (the params are still validated).
  app.get<{ Params: z.output<typeof idParam> }>(
    '/api/canvas/canvas-pdf/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['canvases'],
        summary:
          'The printable resume as a PDF (public canvases for anyone; drafts and private ones for the owner and admins)',
        params: idParam,
        response: { 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const use = await countUse(
        deps.db,
        `pdf:ip:${request.ip}`,
        RESUME_PDFS_PER_WINDOW,
        RESUME_PDF_WINDOW_MINUTES,
      );
      if (!use.allowed)
        throw new AppError('tooManyRequests', undefined, { retryAfterSeconds: use.retryAfterSeconds });
      const reader = readerOf(request.auth?.user);
      const found = await findReadableCanvas(deps.db, reader, request.params.id);
      const canvas = toCanvas(found, reader, false);
      const link = `${deps.publicUrl}${canvasPublicPath(canvas.slug)}`;
      const pdf = await resumes.get(canvas, link, () =>
        renderResumePdf(canvas, link, { loadImage: (url) => loadStoredImage(deps.storage, url) }),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${resumeFileName(canvas.slug, canvas.type)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  typed(app).get(
    '/api/canvas/:idOrSlug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['canvases'],
        summary:
          'A canvas by id or slug: public ones for everyone, drafts and private ones only for the owner, admins and its staff',
        params: canvasRefParam,
        response: { 200: canvasSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request.auth?.user);
      if (reader)
        return sendUncachedJsonRead(request, reply, await getCanvas(deps, reader, request.params.idOrSlug));
      const answer = await readPublicCanvas(deps, publicReads, request.params.idOrSlug, (canvas) =>
        serializeJson(reply, canvas),
      );
      return sendJsonRead(request, reply, answer);
    },
  );

  typed(app).put(
    '/api/canvas/:id',
    {
      config: { access: 'user' },
      preValidation: async (request) => {
        sentFields.set(request, sentFieldsOf(request.body));
      },
      schema: {
        tags: ['canvases'],
        summary:
          'Save a canvas (owner, admin or staff who may edit): the parts and fields sent replace the stored ones; normalised on the server; members are only re-roled or removed',
        params: idParam,
        body: canvasInputSchema,
        response: { 200: canvasSchema, ...errors },
      },
    },
    (request) =>
      saveCanvas(
        deps,
        readerOf(requireAuth(request).user),
        request.params.id,
        request.body,
        sentFields.get(request) ?? {},
      ),
  );

  typed(app).put(
    '/api/canvas/:id/action/:action',
    {
      config: { access: 'user' },
      schema: {
        tags: ['canvases'],
        summary:
          'Publish (public) or hide (private) a canvas; publishing checks the required fields, and business/school canvases need a paid plan',
        params: canvasActionParams,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      const reader = readerOf(requireAuth(request).user);
      await setCanvasVisibility(deps, reader, request.params.id, request.params.action);
      return { success: true as const };
    },
  );

  typed(app).delete(
    '/api/canvas/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['canvases'],
        summary:
          'Delete a canvas (owner or admin): gone at once for everyone, purged with its media after two months',
        params: idParam,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      const reader = readerOf(requireAuth(request).user);
      await deleteCanvas(deps, reader, request.params.id);
      return { success: true as const };
    },
  );

  typed(app).post(
    '/api/canvas/upgrade/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['canvases'],
        summary: 'Turn a student canvas into a professional one with its professional categories',
        params: idParam,
        body: upgradeCanvasSchema,
        response: { 200: createCanvasResultSchema, ...errors },
      },
    },
    (request) =>
      upgradeCanvas(deps, readerOf(requireAuth(request).user), request.params.id, request.body.categories),
  );
};
