import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { getOptions } from './get-options';

describe('getOptions', () => {
  it('asks for the official catalogue by name, as a JSON list, and answers its entries', async () => {
    const states = [{ id: 643, name: 'Texas', kind: 'state', code: 'TX' }];
    const { requests } = mockApi({ 'GET /api/option/customized': { body: { state: states } } });
    expect(await getOptions('state')).toEqual(states);
    const url = new URL(requests[0]?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/option/customized');
    expect(url.searchParams.get('kind')).toBe('official');
    expect(url.searchParams.get('types')).toBe('["state"]');
    expect(url.search).toBe(`?kind=official&types=${encodeURIComponent('["state"]')}`);
  });

  it('answers an empty catalogue when the answer leaves it out', async () => {
    mockApi({ 'GET /api/option/customized': { body: {} } });
    expect(await getOptions('brand')).toEqual([]);
  });

  it('refuses an answer that is not the contract', async () => {
    mockApi({ 'GET /api/option/customized': { body: { list: [{ id: 1, name: 'Redken' }] } } });
    await expect(getOptions('brand')).rejects.toThrow();
  });
});
