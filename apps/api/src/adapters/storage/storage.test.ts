import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import {
  createStorageDriver,
  LocalStorageDriver,
  S3StorageDriver,
  StorageError,
  sniffImageType,
} from './index';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('local storage driver (the default)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'canvas-media-'));
  const driver = new LocalStorageDriver(dir);

  it('writes under its folder and answers a /media URL; delete removes the file', async () => {
    const url = await driver.put('avatars/1/a.png', PNG, 'image/png');
    expect(url).toBe('/media/avatars/1/a.png');
    expect(readFileSync(path.join(dir, 'avatars/1/a.png'))).toEqual(PNG);
    expect(driver.keyFromUrl(url)).toBe('avatars/1/a.png');
    expect(driver.keyFromUrl('https://elsewhere.example/a.png')).toBeNull();
    await driver.delete('avatars/1/a.png');
    expect(existsSync(path.join(dir, 'avatars/1/a.png'))).toBe(false);
  });

  it('answers a key only for a URL naming one file, never a path out of its folder', () => {
    expect(driver.keyFromUrl('/media/canvas/logo/a1.webp')).toBe('canvas/logo/a1.webp');
    for (const url of [
      '/media/../secret.png',
      '/media/avatars/../../etc/passwd.png',
      '/media/avatars/..',
      '/media/avatars/1/',
      '/media/avatars',
      '/media/',
      '/media/avatars//a.png',
      '/media/avatars/.hidden',
      '/media/a.png?x=1',
      '/media/a%2F..%2Fb.png',
    ]) {
      expect(driver.keyFromUrl(url), url).toBeNull();
    }
  });

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../escape.png', 'a/../../b.png', '/abs.png', 'a\\b.png']) {
      await expect(driver.put(key, PNG, 'image/png')).rejects.toThrow(StorageError);
    }
  });
});

interface Call {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
const calls: Call[] = [];
let answer = 200;
/** A local stand-in for an S3 endpoint: records each signed request. */
const fake = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    calls.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    response.writeHead(answer);
    response.end();
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

describe('S3-compatible storage driver', () => {
  const options = () => ({
    kind: 's3' as const,
    bucket: 'canvas-media',
    region: 'us-east-2',
    endpoint,
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
    publicUrl: 'https://cdn.example.com',
  });

  it('PUTs the object path-style with a SigV4 signature and answers the public URL', async () => {
    answer = 200;
    const url = await new S3StorageDriver(options()).put('avatars/7/b.png', PNG, 'image/png');
    expect(url).toBe('https://cdn.example.com/avatars/7/b.png');
    const call = calls.at(-1);
    expect(call?.method).toBe('PUT');
    expect(call?.url).toBe('/canvas-media/avatars/7/b.png');
    expect(call?.headers['content-type']).toBe('image/png');
    expect(call?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-2\/s3\/aws4_request, SignedHeaders=[\w;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(call?.headers['x-amz-content-sha256']).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/);
    expect(call?.body).toEqual(PNG);
  });

  it('deletes, and treats a missing object as deleted', async () => {
    const driver = new S3StorageDriver(options());
    answer = 204;
    await driver.delete('avatars/7/b.png');
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/canvas-media/avatars/7/b.png' });
    answer = 404;
    await expect(driver.delete('avatars/7/b.png')).resolves.toBeUndefined();
  });

  it('throws when the service refuses', async () => {
    answer = 403;
    await expect(new S3StorageDriver(options()).put('avatars/7/c.png', PNG, 'image/png')).rejects.toThrow(
      StorageError,
    );
    answer = 200;
  });

  it('is chosen when S3_BUCKET is set (with keys); the local folder otherwise', () => {
    const base = { DATA_DIR: path.join(tmpdir(), 'canvas-test'), JWT_SECRET: 'x'.repeat(40) };
    const s3 = loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(s3.storage).toMatchObject({ kind: 's3', endpoint: 'https://s3.us-east-1.amazonaws.com' });
    expect(createStorageDriver(s3)).toBeInstanceOf(S3StorageDriver);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b' })).toThrow(ConfigError);
    expect(createStorageDriver(loadConfig(base))).toBeInstanceOf(LocalStorageDriver);
  });
});

/**
 * The real driver against a real S3-compatible server (s3rver: the S3 REST API on the local disk).
 * s3rver checks that each request carries a well-formed SigV4 Authorization header with a known
 * access key and the x-amz-content-sha256 and x-amz-date headers (it does not recompute signatures).
 */
describe('S3-compatible storage driver against a local S3 server', () => {
  const bucket = 'canvas-media';
  let server: S3rver;
  let s3Endpoint = '';
  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), 'canvas-s3rver-')),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    s3Endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
  });

  const driver = (accessKeyId = 'S3RVER') =>
    new S3StorageDriver({
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: s3Endpoint,
      accessKeyId,
      secretAccessKey: 'S3RVER',
      publicUrl: `${s3Endpoint}/${bucket}`,
    });

  it('put stores the object: a plain GET of the URL it answers returns the bytes and type', async () => {
    const bytes = Buffer.concat([PNG, Buffer.from(Array.from({ length: 2048 }, (_, index) => index % 251))]);
    const url = await driver().put('canvas/logo/s3-test.png', bytes, 'image/png');
    expect(url).toBe(`${s3Endpoint}/${bucket}/canvas/logo/s3-test.png`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(driver().keyFromUrl(url)).toBe('canvas/logo/s3-test.png');
    expect(driver().keyFromUrl(url.replace('canvas/logo/s3-test.png', 'canvas/../x.png'))).toBeNull();
  });

  it('delete removes the object; deleting it again is fine', async () => {
    const url = await driver().put('canvas/logo/s3-gone.png', PNG, 'image/png');
    expect((await fetch(url)).status).toBe(200);
    await driver().delete('canvas/logo/s3-gone.png');
    expect((await fetch(url)).status).toBe(404);
    await expect(driver().delete('canvas/logo/s3-gone.png')).resolves.toBeUndefined();
  });

  it('a request the server refuses (unknown access key) throws and stores nothing', async () => {
    await expect(driver('UNKNOWN').put('canvas/logo/s3-refused.png', PNG, 'image/png')).rejects.toThrow(
      StorageError,
    );
    expect((await fetch(`${s3Endpoint}/${bucket}/canvas/logo/s3-refused.png`)).status).toBe(404);
  });
});

describe('image type check by magic bytes', () => {
  it('recognises JPEG, PNG, GIF and WebP and nothing else', () => {
    expect(sniffImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
