import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { socialLinkError, socialProfileUrl } from './social-links';

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

describe('social links are checked before they count as linked (issue 26)', () => {
  it('counts a link only on the network it is for, and only to a profile', () => {
    expect(socialProfileUrl('instagram', 'https://instagram.com/maya')).toBe('https://instagram.com/maya');
    expect(socialProfileUrl('youtube', 'youtube.com/@maya')).toBe('https://youtube.com/@maya');
    expect(socialProfileUrl('facebook', 'https://m.facebook.com/maya')).toBe('https://m.facebook.com/maya');
    expect(socialProfileUrl('instagram', 'https://evil.example/maya')).toBeNull();
    expect(socialProfileUrl('tiktok', 'https://www.instagram.com/maya')).toBeNull();
    expect(socialProfileUrl('facebook', 'https://notfacebook.com/maya')).toBeNull();
    expect(socialProfileUrl('youtube', 'https://www.youtube.com/')).toBeNull();
  });

  it("says what is wrong with the network's name, and nothing for an empty or good value", () => {
    expect(messages.socialLinkInvalid('TikTok')).toBe(
      'Enter a TikTok handle (like @yourname) or a link to your TikTok profile.',
    );
    expect(socialLinkError('tiktok', 'https://www.youtube.com/@maya')).toBe(
      'Enter a TikTok handle (like @yourname) or a link to your TikTok profile.',
    );
    expect(socialLinkError('youtube', 'two words')).toBe(
      'Enter a YouTube handle (like @yourname) or a link to your YouTube profile.',
    );
    expect(socialLinkError('instagram', '@maya.colors')).toBeNull();
    expect(socialLinkError('facebook', 'facebook.com/maya')).toBeNull();
    expect(socialLinkError('youtube', '   ')).toBeNull();
  });
});
