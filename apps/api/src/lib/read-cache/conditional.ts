import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from './read-cache';

/**
 * API answers may be kept by the browser but are checked with us before each use: the reader's
 * own fields differ per account, and an edit must show at once (decision 034).
 */
export const API_CACHE_CONTROL = 'private, no-cache';

/** The validators of one answer. */
export interface Validators {
  etag: string;
  lastModified: Date | null;
}

/**
 * Last-Modified as sent: rounded up to the whole second HTTP dates carry, and only once that
 * second has passed. An answer given in the same second as an edit carries none, so a second
 * edit within that second can never hide behind an equal date.
 */
function sentLastModified(lastModified: Date | null, now: number): number | null {
  if (!lastModified) return null;
  const seconds = Math.ceil(lastModified.getTime() / 1000) * 1000;
  return seconds <= now ? seconds : null;
}

/** If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2); a weak match counts for a GET. */
export function isNotModified(request: FastifyRequest, validators: Validators, now = Date.now()): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) {
    return noneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === validators.etag);
  }
  const modifiedSince = request.headers['if-modified-since'];
  const sent = sentLastModified(validators.lastModified, now);
  if (modifiedSince === undefined || sent === null) return false;
  const since = Date.parse(modifiedSince);
  return !Number.isNaN(since) && sent <= since;
}

/** Sends serialized JSON with its validators, or 304 with no body when the reader's copy is current. */
export function sendJsonRead(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Validators & { body: string },
): FastifyReply {
  const now = Date.now();
  reply.header('ETag', answer.etag).header('Cache-Control', API_CACHE_CONTROL);
  const lastModified = sentLastModified(answer.lastModified, now);
  if (lastModified !== null) reply.header('Last-Modified', new Date(lastModified).toUTCString());
  if (isNotModified(request, answer, now)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** The route's response serializer for a 200, as text (what is cached and hashed). */
export function serializeJson(reply: FastifyReply, payload: unknown): string {
  const body = reply.serialize(payload);
  if (typeof body === 'string') return body;
  return Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : body).toString('utf8');
}

/**
 * An answer that is not cached (a signed-in reader's own view): serialized by the route's
 * response schema as Fastify would, then sent with an ETag of its bytes so a repeat is a 304.
 */
export function sendUncachedJsonRead(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const body = serializeJson(reply, payload);
  return sendJsonRead(request, reply, { body, etag: etagOf(body), lastModified: null });
}
