import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-client';
import { apiPaths, paths } from './paths';

type Entry = { path: string; getHref: (...args: never[]) => string };

/** Every route of `paths`, groups walked: [name, entry]. */
function routes(table: object, prefix = ''): [string, Entry][] {
  return Object.entries(table).flatMap(([key, value]): [string, Entry][] =>
    typeof value === 'object' && value !== null && 'path' in value
      ? [[`${prefix}${key}`, value as Entry]]
      : routes(value as object, `${prefix}${key}.`),
  );
}

describe('paths: one shape, { path, getHref }', () => {
  it('gives every route a router pattern and a link builder', () => {
    const all = routes(paths);
    expect(all.length).toBeGreaterThan(40);
    for (const [name, entry] of all) {
      expect(entry.path, name).toMatch(/^\//);
      expect(typeof entry.getHref, name).toBe('function');
    }
  });

  it('links a route without params to its path', () => {
    expect(paths.myCanvases.getHref()).toBe('/my-canvases');
    expect(paths.admin.users.getHref()).toBe('/admin-user');
    expect(paths.landing.paulMitchell.getHref()).toBe('/paulmitchell');
    expect(paths.home.getHref()).toBe('/');
    expect(paths.home.getHref('faq')).toBe('/#faq');
  });

  it('builds sign-in links: from, the step (0 is left out) and a carried query', () => {
    expect(paths.signIn.getHref()).toBe('/sign-in');
    expect(paths.signIn.getHref({ from: '/canvas/ava stone' })).toBe('/sign-in?from=%2Fcanvas%2Fava+stone');
    expect(paths.signIn.getHref({ step: 1 })).toBe('/sign-in?step=1');
    expect(paths.signIn.getHref({ from: '/home', school: null, step: 0 })).toBe('/sign-in?from=%2Fhome');
    expect(paths.signIn.getHref({ from: '/home', school: 'pm', step: 3 })).toBe(
      '/sign-in?from=%2Fhome&school=pm&step=3',
    );
    expect(paths.signIn.getHref({ redirect_uri: 'https://p.example/cb', state: 'demo' })).toBe(
      '/sign-in?redirect_uri=https%3A%2F%2Fp.example%2Fcb&state=demo',
    );
  });

  it('builds get-started links: verify, from a landing page, or carrying the current query', () => {
    expect(paths.getStarted.getHref()).toBe('/get-started');
    expect(paths.getStarted.getHref({ state: 'verify' })).toBe('/get-started?state=verify');
    expect(paths.getStarted.getHref({ state: 'verify', email: 'a+b@c.co' })).toBe(
      '/get-started?state=verify&email=a%2Bb%40c.co',
    );
    expect(paths.getStarted.getHref({ prefilled: 'a@b.co', source: 'wella', rep: null })).toBe(
      '/get-started?prefilled=a%40b.co&source=wella',
    );
    expect(paths.getStarted.getHref(new URLSearchParams('redirect_uri=x&state=s&empty='))).toBe(
      '/get-started?redirect_uri=x&state=s&empty=',
    );
  });

  it('builds canvas links with encoded segments, and patterns the router matches', () => {
    expect(paths.canvas.path).toBe('/canvas/:idOrSlug');
    expect(paths.canvas.getHref('a b/c')).toBe('/canvas/a%20b%2Fc');
    expect(paths.canvasEditor.student.path).toBe('/student-canvas/:idOrSlug?');
    expect(paths.canvasEditor.professional.getHref('ava-1')).toBe('/professional-canvas/ava-1');
    expect(paths.canvasPreview.student.path).toBe('/student-canvas/preview/:id');
    expect(paths.canvasPreview.professional.getHref(7)).toBe('/professional-canvas/preview/7');
    expect(paths.publishSuccess.getHref('student', 'ava stone')).toBe(
      '/publish-success/student?id=ava+stone',
    );
    expect(paths.upgradeStudent.getHref(5)).toBe('/upgrade-student?id=5');
    expect(paths.educationInfo.getHref()).toBe('/education-info');
    expect(paths.professionalInfo.getHref('ava')).toBe('/professional-info?slug=ava');
    expect(paths.browse.path).toBe('/homepage-canvas/:type');
    expect(paths.browse.getHref('school')).toBe('/homepage-canvas/school');
    expect(paths.browse.getHref('business', 'page=2')).toBe('/homepage-canvas/business?page=2');
    expect(paths.opportunityDetail.getHref('a b')).toBe('/opportunity-detail/a%20b');
  });

  it('opens the inbox, or one conversation by its channelId', () => {
    expect(paths.messages.path).toBe('/message');
    expect(paths.messages.getHref()).toBe('/message');
    expect(paths.messages.getHref(12)).toBe('/message?channelId=12');
  });
});

describe('apiPaths: one shape, a function answering the path under /api', () => {
  it('answers paths for every endpoint', () => {
    const endpoints = Object.values(apiPaths).flatMap((value) =>
      typeof value === 'function' ? [value] : Object.values(value),
    );
    for (const endpoint of endpoints) expect(typeof endpoint).toBe('function');
    expect(apiPaths.user.info()).toBe('/user/info');
    expect(apiPaths.canvas.detail('a b')).toBe('/canvas/a%20b');
    expect(apiPaths.landing.partnerRedirect('innovate')).toBe('/landing/partner-redirect/innovate');
  });

  it('makes a full URL with its query for what the browser loads itself', () => {
    expect(apiUrl(apiPaths.auth.socialStart('google'), { from: '/home' })).toBe(
      '/api/auth/oauth/google/start?from=%2Fhome',
    );
    expect(apiUrl(apiPaths.captcha.challenge())).toBe('/api/captcha/challenge');
  });
});
