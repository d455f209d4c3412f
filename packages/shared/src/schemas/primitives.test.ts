import { describe, expect, it } from 'vitest';
import { DB_INT_MAX, dbInt, findUnstorableText, id, idFromText, isoDate, isStorableText } from './primitives';

describe('text PostgreSQL can store', () => {
  it.each([
    ['plain text', 'Sofia Alvarez'],
    ['accents and CJK', 'Zoë 美容'],
    ['an emoji (a surrogate pair)', 'nails 💅'],
    ['an empty string', ''],
  ])('accepts %s', (_case, value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD83Db'],
    ['a lone low surrogate', 'a\uDCA9b'],
    ['a high surrogate at the end', 'nails \uD83D'],
    ['surrogates in the wrong order', '\uDCA9\uD83D'],
  ])('refuses %s', (_case, value) => {
    expect(isStorableText(value)).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('finds nothing in storable input', () => {
    expect(
      findUnstorableText({ name: 'Maya', tags: ['a', 'b'], n: 1, nested: { ok: true } }),
    ).toBeUndefined();
    expect(findUnstorableText(null)).toBeUndefined();
    expect(findUnstorableText(42)).toBeUndefined();
  });

  it('names the path of the first bad string, through objects and arrays', () => {
    expect(findUnstorableText('a\u0000')).toEqual([]);
    expect(findUnstorableText({ introduction: { name: 'a\u0000' } })).toEqual(['introduction', 'name']);
    expect(findUnstorableText({ relocateTo: ['Austin', '\uD800'] })).toEqual(['relocateTo', 1]);
  });

  it('names the object holding a bad key', () => {
    expect(findUnstorableText({ variants: { 'x\u0000': '/a.webp' } })).toEqual(['variants']);
  });

  it('walks objects without Object.prototype (parsed query strings)', () => {
    const query = Object.create(null) as Record<string, string>;
    query.q = 'a\u0000';
    expect(findUnstorableText(query)).toEqual(['q']);
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    const depth = 200_000;
    const nested = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    expect(findUnstorableText(nested)).toHaveLength(depth);
    expect(findUnstorableText(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeUndefined();
  });

  it('leaves binary bodies alone', () => {
    expect(findUnstorableText(new Uint8Array([0, 0xd8]))).toBeUndefined();
  });
});

describe('ids', () => {
  it('accepts positive integers an integer column holds', () => {
    expect(id().safeParse(1).success).toBe(true);
    expect(id().safeParse(DB_INT_MAX).success).toBe(true);
    expect(idFromText().parse('42')).toBe(42);
  });

  it.each([
    ['zero', 0],
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['one past the column range', DB_INT_MAX + 1],
    ['a huge number', 1e20],
  ])('refuses %s', (_case, value) => {
    expect(id().safeParse(value).success).toBe(false);
    expect(idFromText().safeParse(String(value)).success).toBe(false);
  });

  it('refuses text that is not a number', () => {
    expect(idFromText().safeParse('abc').success).toBe(false);
    expect(idFromText().safeParse('').success).toBe(false);
  });

  it('lets integer references be sentinels but keeps them within the column', () => {
    expect(dbInt().safeParse(0).success).toBe(true);
    expect(dbInt().safeParse(-1).success).toBe(true);
    expect(dbInt().safeParse(DB_INT_MAX + 1).success).toBe(false);
    expect(dbInt().safeParse(-DB_INT_MAX - 2).success).toBe(false);
  });
});

describe('calendar dates', () => {
  it.each(['2024-02-29', '0001-01-01', '1999-12-31'])('accepts %s', (value) => {
    expect(isoDate().safeParse(value).success).toBe(true);
  });

  it.each([
    ['a month that does not exist', '2024-13-01'],
    ['a day past the month', '2023-02-29'],
    ['year 0', '0000-01-01'],
    ['another format', '01/02/2024'],
    ['a timestamp', '2024-01-01T00:00:00Z'],
  ])('refuses %s with the format message', (_case, value) => {
    const result = isoDate().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('date must be YYYY-MM-DD');
  });
});
