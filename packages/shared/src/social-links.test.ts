import { describe, expect, it } from 'vitest';
import { socialProfileUrl } from './social-links';

describe('social profile links (the canvas page and its structured data)', () => {
  it('turns social handles into profile links and refuses anything that is not a web link', () => {
    expect(socialProfileUrl('instagram', '@maya.colors')).toBe('https://www.instagram.com/maya.colors');
    expect(socialProfileUrl('tiktok', 'maya')).toBe('https://www.tiktok.com/@maya');
    expect(socialProfileUrl('facebook', 'http://facebook.com/maya')).toBe('https://facebook.com/maya');
    expect(socialProfileUrl('youtube', 'javascript:alert(1)')).toBeNull();
    expect(socialProfileUrl('youtube', '')).toBeNull();
  });

  it('link social values as the canvas page does, and refuse what is not a profile', () => {
    expect(socialProfileUrl('instagram', '@glow.studio')).toBe('https://www.instagram.com/glow.studio');
    expect(socialProfileUrl('youtube', 'glowstudio')).toBe('https://www.youtube.com/@glowstudio');
    expect(socialProfileUrl('facebook', 'http://facebook.com/glow')).toBe('https://facebook.com/glow');
    expect(socialProfileUrl('tiktok', 'javascript:alert(1)')).toBeNull();
    expect(socialProfileUrl('tiktok', 'two words')).toBeNull();
    expect(socialProfileUrl('tiktok', '  ')).toBeNull();
  });
});
