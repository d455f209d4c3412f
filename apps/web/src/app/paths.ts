/**
 * Every URL the web app builds: its own routes (`paths`) and the API endpoints (`apiPaths`,
 * relative to /api). Nothing else in the app writes a path by hand.
 */

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: '/',
  signIn: {
    path: '/sign-in',
    /** Spec 1 §2.2: login sends the user to /sign-in?from={current path}. */
    getHref: (from?: string | null) => withQuery('/sign-in', { from }),
  },
  forgotPassword: '/sign-in?step=1',
  getStarted: {
    path: '/get-started',
    getHref: () => '/get-started',
    /** Spec 1 §4: code 10006 sends the user to /get-started in its verify state. */
    verify: () => withQuery('/get-started', { state: 'verify' }),
  },
  trackReferral: '/track-referral',

  // Signed-in shell (spec 3 §2)
  dashboardHome: '/home',
  myDashboard: '/my-dashboard',
  myCanvases: '/my-canvases',
  bookmarks: '/bookmarks',
  messages: '/message',
  notifications: '/notifications',
  settings: '/settings',
  connect: '/connect',

  // Admin (spec 3 §2 "Admin menu")
  admin: {
    data: '/admin-data',
    classes: '/admin-classes',
    external: '/admin-external',
    schools: '/admin-school',
    canvases: '/admin-canvas',
    opportunities: '/admin-opportunity',
    users: '/admin-user',
  },

  // Public and marketing (spec 1 §2.1)
  browse: {
    professionals: '/homepage-canvas/professional',
    businesses: '/homepage-canvas/business',
    schools: '/homepage-canvas/school',
  },
  opportunities: '/homepage-opportunity',
  postOpportunity: '/post-job-opportunity',
  roiCalculator: '/chair-loss-roi-calculator',
  faq: '/#faq',
  contactUs: '/contact-us',
  aboutUs: '/about-us',
  terms: '/terms',
  privacyPolicy: '/privacy-policy',
  privacyRights: '/privacy-rights',
  landing: {
    paulMitchell: '/paulmitchell',
    salonCentric: '/saloncentric',
    studentPro: '/studentpro',
    landYourDreamCareer: '/land-your-dream-career',
    stopInterviewNoShows: '/stop-interview-no-shows',
  },
} as const;

export const apiPaths = {
  health: '/health',
  auth: {
    login: '/auth/login',
    logout: '/auth/logout',
  },
  user: {
    info: '/user/info',
    count: '/user/count',
  },
} as const;
