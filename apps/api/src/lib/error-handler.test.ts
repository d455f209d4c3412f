import { ErrorCode } from '@canvas/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { AppError } from './errors';

// A bare Fastify with the handler: these are Fastify's own client errors, not the routes'.
const app = Fastify({ logger: false, bodyLimit: 64 });

beforeAll(async () => {
  registerErrorHandler(app);
  app.post('/echo', async (request) => ({ body: request.body }));
  app.get('/plugin-forbidden', async () => {
    throw Object.assign(new Error('Forbidden by a plugin'), { statusCode: 403 });
  });
  app.get('/app-forbidden', async () => {
    throw new AppError('forbidden');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('error bodies carry a code matching the status', () => {
  it('413 for a body over the limit', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { text: 'x'.repeat(200) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, message: expect.any(String) });
  });

  it('415 for a content type no parser takes', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 415, message: expect.any(String) });
  });

  it('403 from a plugin as from an AppError', async () => {
    for (const url of ['/plugin-forbidden', '/app-forbidden']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: ErrorCode.forbidden });
    }
  });

  it('400 stays the generic bad request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.badRequest });
  });
});
