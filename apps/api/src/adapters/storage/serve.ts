import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LocalStorageDriver, type StorageDriver } from './index';

/**
 * Serves the local driver's folder at /media (uploads are immutable: each gets a new random key).
 * With S3 the browser loads objects from the bucket's public URL and nothing is served here.
 */
export async function registerMedia(app: FastifyInstance, storage: StorageDriver) {
  if (!(storage instanceof LocalStorageDriver)) return;
  mkdirSync(storage.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.dir,
    prefix: LocalStorageDriver.URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders(res) {
      // Uploaded bytes are only ever shown as images; never let a browser sniff them into HTML.
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    },
  });
}
