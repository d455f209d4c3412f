import { describe, expect, it } from 'vitest';
import { isRenderNeutralQuery, isSameSitePath, landingPathAfterSignIn } from './landing';
import { effectiveTarget, isAdminRole } from './roles';

describe('landing after sign-in (spec 1 §4)', () => {
  it('sends admins to /admin-user', () => {
    expect(landingPathAfterSignIn('admin')).toBe('/admin-user');
  });

  it.each(['schoolDashboard', 'careerOpportunity', 'businessCanvas'] as const)(
    'sends %s to /home',
    (target) => {
      expect(landingPathAfterSignIn(target)).toBe('/home');
    },
  );

  it.each(['studentCanvas', 'personalCanvas', null] as const)('sends %s to /my-canvases', (target) => {
    expect(landingPathAfterSignIn(target)).toBe('/my-canvases');
  });

  it('returns to the originating page; a canvas page gets ?page=/sign-in', () => {
    expect(landingPathAfterSignIn('admin', '/homepage-canvas/professional?keyword=balayage')).toBe(
      '/homepage-canvas/professional?keyword=balayage',
    );
    expect(landingPathAfterSignIn('studentCanvas', '/canvas/maya-robinson')).toBe(
      '/canvas/maya-robinson?page=/sign-in',
    );
    expect(landingPathAfterSignIn('studentCanvas', '/canvas/maya?tab=work')).toBe(
      '/canvas/maya?tab=work&page=/sign-in',
    );
  });

  it('ignores return paths that would leave the site', () => {
    for (const from of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(landingPathAfterSignIn('studentCanvas', from)).toBe('/my-canvases');
    }
  });

  it('refuses control characters, which browsers drop to leave a protocol-relative URL', () => {
    for (const from of ['/\t/evil.com', '/\n/evil.com', '/\r/evil.com', '/\u0000/x', '/ok\u007f']) {
      expect(isSameSitePath(from)).toBe(false);
      expect(landingPathAfterSignIn('studentCanvas', from)).toBe('/my-canvases');
    }
    expect(isSameSitePath('/canvas/maya?tab=work#top')).toBe(true);
    expect(isSameSitePath('/search?q=a%2F%2Fb')).toBe(true);
  });
});

describe('admin roles (spec 1 §6)', () => {
  it('treats administrator, super_admin and isSuperAdmin as admin', () => {
    expect(isAdminRole({ value: 'administrator', isSuperAdmin: false })).toBe(true);
    expect(isAdminRole({ value: 'super_admin', isSuperAdmin: false })).toBe(true);
    expect(isAdminRole({ value: 'end_user', isSuperAdmin: true })).toBe(true);
    expect(isAdminRole({ value: 'end_user', isSuperAdmin: false })).toBe(false);
  });

  it('makes the effective target admin whatever the stored profile target', () => {
    expect(
      effectiveTarget({
        role: { value: 'super_admin', isSuperAdmin: false },
        profile: { target: 'businessCanvas' },
      }),
    ).toBe('admin');
    expect(
      effectiveTarget({
        role: { value: 'end_user', isSuperAdmin: false },
        profile: { target: 'businessCanvas' },
      }),
    ).toBe('businessCanvas');
  });
});

describe('prerendered pages and query strings', () => {
  it('treats campaign tracking keys as not changing the first render', () => {
    expect(isRenderNeutralQuery('')).toBe(true);
    expect(isRenderNeutralQuery('?source=salon-expo&rep=jd')).toBe(true);
    expect(isRenderNeutralQuery('utm_source=ig&utm_campaign=fall&gclid=x')).toBe(true);
  });

  it('treats any other key as possibly changing the page', () => {
    expect(isRenderNeutralQuery('?mode=biz')).toBe(false);
    expect(isRenderNeutralQuery('?source=x&mode=biz')).toBe(false);
    expect(isRenderNeutralQuery('?prefilled=a%40b.com')).toBe(false);
  });
});
