import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it("takes a person's first and last name's first letters, in capitals", () => {
    expect(initials({ firstName: 'ava', lastName: 'stone' })).toBe('AS');
    expect(initials({ firstName: '  Mary Ann ', lastName: 'Lee' })).toBe('ML');
  });

  it('gives one letter for one name', () => {
    expect(initials({ firstName: 'Cher', lastName: '' })).toBe('C');
    expect(initials({ firstName: '', lastName: 'Nguyen' })).toBe('N');
  });

  it("falls back to the email's first letter, then to nothing (the place shows its own mark)", () => {
    expect(initials({ firstName: '', lastName: ' ' }, 'maya@example.com')).toBe('M');
    expect(initials('', 'lena@example.com')).toBe('L');
    expect(initials({ firstName: '', lastName: '' })).toBe('');
  });

  it("skips an emoji in a person's name or email", () => {
    expect(initials({ firstName: '👩‍🎨', lastName: 'Lee' })).toBe('L');
    expect(initials('🌸', '🌸@example.com')).toBe('E');
  });

  it.each([
    // A name's first and last word.
    ['Ava Marie Stone', 'AS'],
    ['  The   Hair Lab ', 'TL'],
    ['Salon & Spa', 'SS'],
    ['Cher', 'C'],
    ['   ', ''],
    // Letters of any script, with their accents ('é' typed as e + a combining accent is one letter).
    ['Łukasz Żak', 'ŁŻ'],
    ['анна петрова', 'АП'],
    ['سارة أحمد', 'سأ'],
    ['王小明', '王'],
    ['e\u0301lodie Durand', 'E\u0301D'],
    // A letter whose capital is two letters stays as it is.
    ['ßeta Ortiz', 'ßO'],
    // Emoji and punctuation are skipped, not cut in half.
    ['🌸 Bloom Studio', 'BS'],
    ['Bloom Studio 🌸', 'BS'],
    ['"Ava" (Stone)', 'AS'],
    ['👩‍🎨 ✂️', ''],
  ])('spells %j as %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
