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
    /** Spec 1 §2.1: /homepage-canvas/{professional|business|school}; the filters live in the query. */
    path: '/homepage-canvas/:type',
    getHref: (type: 'professional' | 'business' | 'school', search = '') =>
      `/homepage-canvas/${type}${search && !search.startsWith('?') ? `?${search}` : search}`,
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
  /** The route pattern of the public canvas page (spec 2: /canvas/{slug or id}). */
  canvasPattern: '/canvas/:idOrSlug',
  /** Canvas area (spec 2 route table). */
  addCanvas: '/add-canvas',
  myPortfolio: '/my-portfolio',
  upgradeStudent: {
    path: '/upgrade-student',
    getHref: (id: number | string) => withQuery('/upgrade-student', { id: String(id) }),
  },
  canvasPreview: {
    student: '/student-canvas/preview/:id',
    professional: '/professional-canvas/preview/:id',
    getHref: (type: 'student' | 'professional', id: number | string) =>
      `/${type}-canvas/preview/${encodeURIComponent(String(id))}`,
  },
  publishSuccess: {
    path: '/publish-success/:type',
    getHref: (type: string, slug: string) =>
      withQuery(`/publish-success/${encodeURIComponent(type)}`, { id: slug }),
  },
  /** The student/professional editor of a saved canvas (/{type}-canvas/{id or slug}). */
  canvasEditor: (type: 'student' | 'professional', idOrSlug: number | string) =>
    `/${type}-canvas/${encodeURIComponent(String(idOrSlug))}`,
  /** Editor route patterns (spec 2: /student-canvas[/{id or slug}], /professional-canvas[/{id or slug}]). */
  canvasEditorPattern: {
    student: '/student-canvas/:idOrSlug?',
    professional: '/professional-canvas/:idOrSlug?',
  },
  /** Step 0 of the student flow; a slug in the query means edit mode. */
  educationInfo: {
    path: '/education-info',
    getHref: (slug?: string | null) => withQuery('/education-info', { slug }),
  },
  /** Step 0 of the professional flow; a slug in the query means edit mode. */
  professionalInfo: {
    path: '/professional-info',
    getHref: (slug?: string | null) => withQuery('/professional-info', { slug }),
  },
  opportunityDetail: (slug: string) => `/opportunity-detail/${encodeURIComponent(slug)}`,
  /** Where Instagram returns after connecting (spec 1 §2.1: query from, code; plus state). */
  instaAuth: '/insta-auth',
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
    featured: '/landing/featured',
    partnerRedirect: (name: string) => `/landing/partner-redirect/${encodeURIComponent(name)}`,
  },
  dev: {
    outbox: '/dev/outbox',
  },
  canvas: {
    create: '/canvas',
    detail: (idOrSlug: number | string) => `/canvas/${encodeURIComponent(String(idOrSlug))}`,
    update: (id: number) => `/canvas/${id}`,
    action: (id: number, action: 'public' | 'private') => `/canvas/${id}/action/${action}`,
    remove: (id: number) => `/canvas/${id}`,
    mine: '/canvas/my/canvases',
    upgrade: (id: number) => `/canvas/upgrade/${id}`,
    pdf: (id: number) => `/canvas/canvas-pdf/${id}`,
  },
  bookmark: {
    canvas: (id: number, action: 'add' | 'remove') => `/bookmark/canvas/${id}/${action}`,
  },
  message: {
    email: '/user/msg-email',
  },
  badges: {
    match: '/badges/match',
  },
  browse: {
    searchCanvases: '/canvas/browse/searchv2',
  },
  places: {
    suggest: '/places/suggest',
  },
  option: {
    customized: '/option/customized',
    schoolSearch: '/option/school/search',
  },
  media: {
    /** POST with the file as the raw body (XHR, for upload progress). */
    upload: '/media/upload',
  },
  instagram: {
    app: '/instagram/app/',
    /** PUT {canvasId, from} → the authorization URL (starts connecting a saved canvas). */
    connect: '/instagram/canvas',
    accessToken: '/instagram/access-token',
    portfolio: (canvasId: number) => `/instagram/portfolio/${canvasId}`,
    medias: '/instagram/medias',
  },
} as const;
