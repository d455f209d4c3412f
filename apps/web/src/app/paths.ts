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
  /** Sign-in page steps (spec 1 §2.3): 0 sign in, 1 enter email, 2 link sent, 3 new password. */
  signInStep: (step: 0 | 1 | 2 | 3, query: Record<string, string | null | undefined> = {}) =>
    withQuery('/sign-in', { ...query, step: step === 0 ? null : String(step) }),
  getStarted: {
    path: '/get-started',
    getHref: (query: Record<string, string | null | undefined> = {}) => withQuery('/get-started', query),
    /** Spec 1 §4: code 10006 sends the user to /get-started in its verify state. */
    verify: (email?: string | null) => withQuery('/get-started', { state: 'verify', email }),
  },
  confirmEmail: '/confirm-email',
  trackReferral: '/track-referral',
  /** Spec 1 §2.5: a landing page's email form continues to sign-up with the email and the campaign. */
  getStartedFromLanding: (query: { prefilled: string; source: string; rep: string | null }) =>
    withQuery('/get-started', query),
  /** Developer tool: the embedded email/SMS outbox (not in production). */
  devMailbox: '/dev/mailbox',
  /** Developer tool: where the demo partner of "Sign in with Canvas" lands. */
  devPartnerCallback: '/dev/partner-callback',

  // Signed-in shell (spec 3 §2)
  dashboardHome: '/home',
  myDashboard: '/my-dashboard',
  myCanvases: '/my-canvases',
  bookmarks: '/bookmarks',
  messages: '/message',
  notifications: '/notifications',
  settings: '/settings',
  /** Company information step of the business canvas (spec 2); the Paul Mitchell school flow lands here. */
  companyInfo: '/company-info',
  changePassword: '/settings/change-password',
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
    wella: '/wella',
  },
  canvas: (slug: string) => `/canvas/${encodeURIComponent(slug)}`,
  opportunityDetail: (slug: string) => `/opportunity-detail/${encodeURIComponent(slug)}`,
} as const;

export const apiPaths = {
  health: '/health',
  auth: {
    login: '/auth/login',
    logout: '/auth/logout',
    register: '/auth/register',
    verifyEmail: '/auth/verify-email',
    resendVerification: '/auth/resend-verification',
    providers: '/auth/providers',
    /** Full-page navigations (not fetch): the provider round trip starts here. */
    socialStart: (provider: 'google' | 'facebook', from?: string | null) =>
      withQuery(`/api/auth/oauth/${provider}/start`, { from }),
  },
  oauth: {
    client: '/oauth/client',
    authorize: '/oauth/authorize',
  },
  user: {
    info: '/user/info',
    count: '/user/count',
    forgotPassword: '/user/forgot-password',
    resetPassword: '/user/reset-password',
    changePassword: '/user/change-password',
    sendSms: '/user/send-sms',
    codeVerify: '/user/code-verify',
    confirmEmail: '/user/confirm-email',
    avatar: '/user/avatar',
    contactUs: '/user/contact-us',
    requests: '/user/requests',
  },
  captcha: {
    challenge: '/captcha/challenge',
  },
  landing: {
    pageVisited: '/landing/page-visited',
    partnerRedirect: (name: string) => `/landing/partner-redirect/${encodeURIComponent(name)}`,
  },
  dev: {
    outbox: '/dev/outbox',
  },
} as const;
