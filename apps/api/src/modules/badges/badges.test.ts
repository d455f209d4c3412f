import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { BADGES } from './catalogue';

const t = useTestApp();

const match = async (awards: Array<{ title: string; issuer?: string }>) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/badges/match', payload: { awards } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    matches: Array<{ logo: string; url: string; width: number; line: string; awards: number[] }>;
  }>().matches;
};

describe('POST /api/badges/match', () => {
  it('matches award titles case-insensitively, one badge per catalogue entry, in award order', async () => {
    const matches = await match([
      { title: 'naha' },
      { title: 'My Own Trophy' },
      { title: "DEAN'S LIST" },
      { title: 'NAHA', issuer: 'PBA' },
      { title: 'Dean’s  List' },
    ]);
    expect(matches).toEqual([
      {
        logo: '/api/badges/logo/naha.svg',
        url: 'https://www.probeauty.org',
        width: 72,
        line: 'North American Hairstyling Awards',
        awards: [0, 3],
      },
      { logo: '/api/badges/logo/deans-list.svg', url: '', width: 72, line: "Dean's List", awards: [2, 4] },
    ]);
  });

  it('answers no matches for awards outside the catalogue or none at all', async () => {
    expect(await match([{ title: 'Best Haircut in Town' }])).toEqual([]);
    expect(await match([])).toEqual([]);
  });

  it('is public (the canvas page asks for any visitor)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/badges/match',
      payload: { awards: [] },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('badge logos', () => {
  it.each(BADGES.map((badge) => badge.id))('%s is a standalone SVG served safely', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/badges/logo/${id}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    expect(response.body).not.toMatch(/<script|href=|on\w+=/i);
  });

  it('answers 404 for an unknown badge and refuses odd file names', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/badges/logo/unknown.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/badges/logo/..%2Fsecret' })).statusCode).toBe(422);
  });

  it('every award title of the dialog except Other has a badge', async () => {
    const { AWARD_TITLES } = await import('@canvas/shared');
    const titles = AWARD_TITLES.filter((title) => title !== 'Other').map((title) => ({ title }));
    expect(await match(titles)).toHaveLength(titles.length);
  });
});
