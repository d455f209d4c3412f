import { DB_INT_MAX, ErrorCode } from '@canvas/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCanvas, type Person, person, publishableStudent } from '../src/modules/canvases/testing';
import { useTestApp } from './helper';
import { databaseFingerprint } from './route-table';

/**
 * Input PostgreSQL cannot take (a NUL, half of a surrogate pair, an id past the `integer` range,
 * a day that does not exist) answers a validation error naming the field, in the query, the path
 * or the body, and nothing is written. Before, each reached the database and answered 500.
 */
const t = useTestApp();

let owner: Person;
let canvasId: number;

beforeAll(async () => {
  owner = await person(t);
  canvasId = (await createCanvas(t, owner, publishableStudent('Hardened Owner'))).id;
});

const NUL = 'Maya\u0000Robinson';
const LONE_SURROGATE = 'Maya \uD83D';
const PAST_INTEGER = DB_INT_MAX + 1;

interface Case {
  name: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: () => string;
  payload?: () => unknown;
  signedIn: boolean;
  field: string;
}

const cases: Case[] = [
  {
    name: 'a NUL in a body string',
    method: 'PUT',
    url: () => '/api/user/info',
    payload: () => ({ firstName: NUL }),
    signedIn: true,
    field: 'firstName',
  },
  {
    name: 'a lone surrogate in a nested body string',
    method: 'PUT',
    url: () => `/api/canvas/${canvasId}`,
    payload: () => ({ introduction: { name: LONE_SURROGATE } }),
    signedIn: true,
    field: 'introduction.name',
  },
  {
    name: 'a NUL in a list item',
    method: 'PUT',
    url: () => `/api/canvas/${canvasId}`,
    payload: () => ({ introduction: { relocateTo: ['Austin', NUL] } }),
    signedIn: true,
    field: 'introduction.relocateTo.1',
  },
  {
    name: 'a NUL in a query string',
    method: 'GET',
    url: () => '/api/places/suggest?q=Aus%00tin',
    signedIn: false,
    field: 'q',
  },
  {
    name: 'a NUL in a path parameter',
    method: 'GET',
    url: () => '/api/canvas/demo%00student',
    signedIn: false,
    field: 'idOrSlug',
  },
  {
    name: 'a lone surrogate in a public form',
    method: 'POST',
    url: () => '/api/user/contact-us',
    payload: () => ({ from: 'visitor@example.com', msg: `<p>${LONE_SURROGATE}</p>` }),
    signedIn: false,
    field: 'msg',
  },
  {
    name: 'an id past the integer range in the path',
    method: 'PUT',
    url: () => `/api/canvas/${PAST_INTEGER}`,
    payload: () => ({}),
    signedIn: true,
    field: 'id',
  },
  {
    name: 'an id past the integer range in the query',
    method: 'GET',
    url: () => `/api/instagram/medias?id=${PAST_INTEGER}`,
    signedIn: false,
    field: 'id',
  },
  {
    name: 'an id past the integer range in the body',
    method: 'POST',
    url: () => '/api/user/msg-email',
    payload: () => ({
      msg: 'Hello',
      template: 'msg_to_member',
      users: [owner.id],
      extra: { canvas_id: PAST_INTEGER },
    }),
    signedIn: true,
    field: 'extra.canvas_id',
  },
  {
    name: 'an option id past the integer range in a filter list',
    method: 'POST',
    url: () => '/api/canvas/browse/searchv2',
    payload: () => ({ school: [PAST_INTEGER] }),
    signedIn: true,
    field: 'school.0',
  },
  {
    name: 'a graduation date that does not exist',
    method: 'PUT',
    url: () => `/api/canvas/${canvasId}`,
    payload: () => ({ educations: [{ uuid: 'edu-1', schoolName: 'Aveline', graduationDate: '2025-02-30' }] }),
    signedIn: true,
    field: 'educations.0.graduationDate',
  },
  {
    name: 'a KPI a real column cannot hold',
    method: 'PUT',
    url: () => `/api/canvas/${canvasId}`,
    payload: () => ({ additionalInformation: { KPI: { combinedAverageTicket: 1e39 } } }),
    signedIn: true,
    field: 'additionalInformation.KPI.combinedAverageTicket',
  },
];

describe('input the database cannot store is refused with 422, and nothing changes', () => {
  it.each(cases.map((each) => [each.name, each] as const))('%s', async (_name, each) => {
    const before = await databaseFingerprint(t.database);
    const payload = each.payload?.();
    const response = await t.app.inject({
      method: each.method,
      url: each.url(),
      ...(each.signedIn ? { headers: owner.headers } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: ErrorCode.validation, field: each.field });
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('names the character problem in the message', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/info',
      headers: owner.headers,
      payload: { lastName: NUL },
    });
    expect(response.json()).toEqual({
      code: ErrorCode.validation,
      message: 'lastName contains a character that is not allowed',
      field: 'lastName',
    });
  });

  it('saves a KPI too small for single precision (the search column stores 0, not an underflow)', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${canvasId}`,
      headers: owner.headers,
      payload: {
        additionalInformation: { KPI: { serviceToRetailSales: 5e-324, repeatClientRetention: 1e-40 } },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      additionalInformation: { KPI: { serviceToRetailSales: 5e-324, repeatClientRetention: 1e-40 } },
    });
  });

  it('still accepts text with emoji (surrogate pairs) and other scripts', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/info',
      headers: owner.headers,
      payload: { firstName: 'Zoë 💅', lastName: '美容' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ profile: { firstName: 'Zoë 💅', lastName: '美容' } });
  });
});
