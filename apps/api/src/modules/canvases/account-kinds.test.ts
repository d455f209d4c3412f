import { type CanvasType, ErrorCode, messages, type ProfileTarget } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createCanvas, person } from './testing';

const t = useTestApp();

const ALL: CanvasType[] = ['student', 'professional', 'business', 'school'];

async function tryCreate(target: ProfileTarget | null, type: CanvasType, admin = false) {
  const owner = await person(t, { target, ...(admin ? { roleValue: 'administrator' as const } : {}) });
  return t.app.inject({ method: 'POST', url: '/api/canvas', headers: owner.headers, payload: { type } });
}

describe('which canvas types an account may create', () => {
  const allowed: [ProfileTarget | null, CanvasType[]][] = [
    ['studentCanvas', ['student', 'professional']],
    ['personalCanvas', ['student', 'professional']],
    [null, ['student', 'professional']],
    ['businessCanvas', ['business']],
    ['careerOpportunity', ['business']],
    ['schoolDashboard', ['school']],
  ];
  for (const [target, types] of allowed) {
    it(`${target ?? 'no target'}: ${types.join(', ')} only`, async () => {
      for (const type of ALL) {
        const response = await tryCreate(target, type);
        if (types.includes(type)) {
          expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
        } else {
          expect(response.statusCode, type).toBe(403);
          expect(response.json()).toEqual({
            code: ErrorCode.forbidden,
            message: messages.canvasTypeNotAllowed,
            field: 'type',
          });
        }
      }
    });
  }

  it('admins may create any type', async () => {
    for (const type of ALL) expect((await tryCreate('personalCanvas', type, true)).statusCode).toBe(200);
  });
});

describe('business-only fields on person canvases', () => {
  const brand = { optionId: null, name: 'Redken' };

  it('are refused on create and on save, and stay empty', async () => {
    const owner = await person(t, { target: 'personalCanvas' });
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/canvas',
      headers: owner.headers,
      payload: { type: 'professional', additionalInformation: { retailBrands: [brand] } },
    });
    expect(create.statusCode).toBe(422);
    expect(create.json()).toMatchObject({
      message: messages.businessFieldsOnPersonCanvas,
      field: 'additionalInformation.retailBrands',
    });

    const { id } = await createCanvas(t, owner, { type: 'professional' });
    for (const payload of [
      { detail: { primaryContactNumber: '5125550100' } },
      { additionalInformation: { companyBenefits: [brand] } },
      { additionalInformation: { backbarBrands: [brand] } },
      { additionalInformation: { charities: [brand] } },
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/canvas/${id}`,
        headers: owner.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().message).toBe(messages.businessFieldsOnPersonCanvas);
    }
  });

  it('empty values, as the editors send for every type, are fine; a business keeps its own', async () => {
    const owner = await person(t, { target: 'studentCanvas' });
    const { id } = await createCanvas(t, owner, { type: 'student' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
      payload: {
        detail: { primaryContactNumber: '', scSalonId: null },
        additionalInformation: { backbarBrands: [], retailBrands: [], companyBenefits: [], charities: [] },
      },
    });
    expect(response.statusCode, response.body).toBe(200);

    const salon = await person(t, { target: 'businessCanvas' });
    const business = await t.app.inject({
      method: 'POST',
      url: '/api/canvas',
      headers: salon.headers,
      payload: {
        type: 'business',
        detail: { primaryContactNumber: '5125550100' },
        additionalInformation: { retailBrands: [brand] },
      },
    });
    expect(business.statusCode, business.body).toBe(200);
  });
});
