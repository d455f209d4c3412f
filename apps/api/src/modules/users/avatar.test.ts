import { AVATAR_MAX_MB, ErrorCode, messages } from '@canvas/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, useTestApp } from '../../../test/helper';
import { PRIVATE_EXIF, photo } from '../media/test-fixtures';
import { findUserById } from './queries';

const t = useTestApp();
const PNG = await photo({ format: 'png', width: 96, height: 96 });
const JPEG = await photo({ width: 120, height: 90 });

const upload = (token: string | null, body: Buffer, contentType = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/avatar',
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload: body,
  });

describe('PUT /api/user/avatar', () => {
  it('stores the image and serves it at /media; a new upload replaces (and removes) the old one', async () => {
    const { user, token } = await createSignedInUser(t);
    const first = await upload(token, PNG);
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().profile.avatar;
    expect(firstUrl).toMatch(new RegExp(`^/media/avatars/${user.id}/[\\w-]+\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 96, height: 96 });

    // The declared type is not trusted: JPEG bytes sent as octet-stream are stored as .jpg.
    const second = await upload(token, JPEG, 'application/octet-stream');
    expect(second.json().profile.avatar).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
  });

  it('refuses bytes that are not an image, whatever the declared type, and keeps the avatar', async () => {
    const { user, token } = await createSignedInUser(t);
    await upload(token, PNG);
    const before = (await findUserById(t.database.db, user.id))?.avatar;
    const response = await upload(token, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ErrorCode.badRequest,
      message: messages.avatarTypeInvalid,
      field: 'file',
    });
    expect((await findUserById(t.database.db, user.id))?.avatar).toBe(before);
  });

  it('is stored upright and without EXIF or GPS (the photo went through the media pipeline)', async () => {
    const { token } = await createSignedInUser(t);
    const phonePhoto = await photo({ width: 300, height: 200, orientation: 6, withPrivateExif: true });
    expect((await sharp(phonePhoto).metadata()).exif).toBeDefined();
    const response = await upload(token, phonePhoto, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().profile.avatar });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(PRIVATE_EXIF.IFD0.Make)).toBe(false);
  });

  it('refuses a file that starts like an image but does not decode, and keeps the avatar', async () => {
    const { user, token } = await createSignedInUser(t);
    await upload(token, PNG);
    const before = (await findUserById(t.database.db, user.id))?.avatar;
    const broken = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);
    const response = await upload(token, broken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ErrorCode.badRequest,
      message: messages.imageUnreadable,
      field: 'file',
    });
    expect((await findUserById(t.database.db, user.id))?.avatar).toBe(before);
  });

  it(`refuses files over ${AVATAR_MAX_MB} MB with the spec's message`, async () => {
    const { token } = await createSignedInUser(t);
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_MB * 1024 * 1024)]);
    const response = await upload(token, big);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.uploadTooLarge(AVATAR_MAX_MB));
    expect(messages.uploadTooLarge(AVATAR_MAX_MB)).toBe('Please upload file smaller than 5mb');
  });

  it("requires sign-in, and changes only the caller's own avatar", async () => {
    const owner = await createSignedInUser(t);
    const outsider = await createSignedInUser(t);
    expect((await upload(null, PNG)).statusCode).toBe(401);
    await upload(outsider.token, PNG);
    expect((await findUserById(t.database.db, owner.user.id))?.avatar).toBeNull();
  });
});
