import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it("takes a person's first and last name's first letters, in capitals", () => {
    expect(initials({ firstName: 'ava', lastName: 'stone' })).toBe('AS');
    expect(initials({ firstName: '  Mary Ann ', lastName: 'Lee' })).toBe('ML');
  });

  it("takes a name's first and last word", () => {
    expect(initials('Ava Marie Stone')).toBe('AS');
    expect(initials('  The   Hair Lab ')).toBe('TL');
    expect(initials('Salon & Spa')).toBe('SS');
  });

  it('gives one letter for one name', () => {
    expect(initials('Cher')).toBe('C');
    expect(initials({ firstName: 'Cher', lastName: '' })).toBe('C');
    expect(initials({ firstName: '', lastName: 'Nguyen' })).toBe('N');
  });

  it("falls back to the email's first letter, then to nothing (the place shows its own mark)", () => {
    expect(initials({ firstName: '', lastName: ' ' }, 'maya@example.com')).toBe('M');
    expect(initials('', 'lena@example.com')).toBe('L');
    expect(initials({ firstName: '', lastName: '' })).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials('', '')).toBe('');
  });

  it('reads letters of any script, keeping their accents', () => {
    expect(initials('Łukasz Żak')).toBe('ŁŻ');
    expect(initials({ firstName: 'анна', lastName: 'петрова' })).toBe('АП');
    expect(initials('سارة أحمد')).toBe('سأ');
    expect(initials('王小明')).toBe('王');
    // 'é' typed as e + a combining accent stays one letter.
    expect(initials('e\u0301lodie Durand')).toBe('E\u0301D');
    // A letter whose capital is two letters stays as it is.
    expect(initials('ßeta Ortiz')).toBe('ßO');
  });

  it('skips emoji and punctuation instead of cutting them in half', () => {
    expect(initials('🌸 Bloom Studio')).toBe('BS');
    expect(initials('Bloom Studio 🌸')).toBe('BS');
    expect(initials({ firstName: '👩‍🎨', lastName: 'Lee' })).toBe('L');
    expect(initials('"Ava" (Stone)')).toBe('AS');
    expect(initials('👩‍🎨 ✂️')).toBe('');
    expect(initials('🌸', '🌸@example.com')).toBe('E');
  });
});
