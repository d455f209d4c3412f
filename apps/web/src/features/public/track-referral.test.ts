import { TRACK_ID_STORAGE_KEY } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { trackReferral } from './track-referral';

const origin = 'http://localhost:3000';

describe('/track-referral (spec 1 §2.1)', () => {
  it('stores the id as the track id and continues to the url', () => {
    expect(trackReferral(`${origin}/track-referral?id=rep-7&url=%2Fsign-up%3Fx%3D1`)).toBe('/sign-up?x=1');
    expect(window.localStorage.getItem(TRACK_ID_STORAGE_KEY)).toBe('rep-7');
  });

  it('may continue to the sign-in page', () => {
    expect(trackReferral(`${origin}/track-referral?id=1&url=%2Fsign-in%3Ffrom%3D%252Fhome`)).toBe(
      '/sign-in?from=%2Fhome',
    );
  });

  it('accepts an absolute url of this site', () => {
    expect(
      trackReferral(`${origin}/track-referral?id=1&url=${encodeURIComponent(`${origin}/canvas/ava`)}`),
    ).toBe('/canvas/ava');
  });

  it.each(['https://evil.example/phish', '//evil.example/phish', 'javascript:alert(1)', '/\\evil.example'])(
    'goes home instead of leaving the site for %s',
    (target) => {
      expect(trackReferral(`${origin}/track-referral?id=1&url=${encodeURIComponent(target)}`)).toBe('/');
    },
  );

  it('goes home without a url and keeps any earlier track id when none is given', () => {
    window.localStorage.setItem(TRACK_ID_STORAGE_KEY, 'earlier');
    expect(trackReferral(`${origin}/track-referral`)).toBe('/');
    expect(window.localStorage.getItem(TRACK_ID_STORAGE_KEY)).toBe('earlier');
  });
});
