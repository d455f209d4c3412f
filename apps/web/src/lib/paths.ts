/**
 * Every URL the web app builds, in two tables with one shape each; nothing else writes a path by hand.
 *
 * `paths`: the app's routes. Every entry is `{ path, getHref }`: `path` is the pattern the router
 * matches (and what a pathname is compared with), `getHref(...)` builds a link to it from the params
 * and query it takes. A group (`admin`, `landing`, `canvasEditor`) only names routes of one family.
 *
 * `apiPaths`: the API endpoints. Every entry is a function answering the path under /api for its
 * params; the query goes in the client's `query` option (or `apiUrl(path, query)` for a URL the
 * browser loads itself).
 */

type Query = Record<string, string | number | null | undefined>;

/** Empty values are left out; a URLSearchParams (the current page's query, carried on) goes as it is. */
function withQuery(path: string, query: Query | URLSearchParams): string {
  const params = new URLSearchParams(query instanceof URLSearchParams ? query : undefined);
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A route whose link is its path. */
const route = <P extends string>(path: P) => ({ path, getHref: (): P => path });

const segment = (value: number | string) => encodeURIComponent(String(value));

type SignInStep = 0 | 1 | 2 | 3;
type EditableCanvasType = 'student' | 'professional' | 'business' | 'school';
type OrgCanvasType = 'business' | 'school';
type BrowseType = 'professional' | 'business' | 'school';

/**
 * Spec 1 §2.2-2.3: `from` (where to return after signing in), `step` (0 sign in, 1 enter email,
 * 2 link sent, 3 new password), `school` (the Paul Mitchell flow) and a partner's `redirect_uri`,
 * `state`, `client_id` ("Sign in with Canvas").
 */
type SignInQuery = Query & { step?: SignInStep };

const canvasEditor = (type: EditableCanvasType) => ({
  /** Spec 2: /{type}-canvas[/{id or slug}]; `fromPost` when the business came from posting an opportunity. */
  path: `/${type}-canvas/:idOrSlug?`,
  getHref: (idOrSlug: number | string, query: { fromPost?: boolean } = {}) =>
    withQuery(`/${type}-canvas/${segment(idOrSlug)}`, { fromPost: query.fromPost ? 'true' : null }),
});

/** Spec 2 route table: the payment page an unpaid business or school canvas goes to when publishing. */
const planPayment = (type: OrgCanvasType) => ({
  path: `/${type}-payment/:slug`,
  getHref: (slug: string, query: { isPostOpportunity?: boolean; source?: string } = {}) =>
    withQuery(`/${type}-payment/${segment(slug)}`, {
      isPostOpportunity: query.isPostOpportunity ? 'true' : null,
      source: query.source,
    }),
});

const canvasPreview = (type: EditableCanvasType) => ({
  path: `/${type}-canvas/preview/:id`,
  /** Spec 2: the business and school previews carry `fromPost=true` on, like their editors. */
  getHref: (id: number | string, query: { fromPost?: boolean } = {}) =>
    withQuery(`/${type}-canvas/preview/${segment(id)}`, { fromPost: query.fromPost ? 'true' : null }),
});

export const paths = {
  home: {
    path: '/',
    /** 'faq': the home page's FAQ section. */
    getHref: (section?: 'faq') => (section ? `/#${section}` : '/'),
  },
  signIn: {
    path: '/sign-in',
    getHref: ({ step = 0, ...query }: SignInQuery = {}) =>
      withQuery('/sign-in', { ...query, step: step === 0 ? null : String(step) }),
  },
  getStarted: {
    path: '/get-started',
    /**
     * `{ state: 'verify', email }`: spec 1 §4, code 10006 lands here. `{ prefilled, source, rep }`:
     * spec 1 §2.5, a landing page's email form continues to sign-up. A partner's query is carried on.
     */
    getHref: (query: Query | URLSearchParams = {}) => withQuery('/get-started', query),
  },
  confirmEmail: route('/confirm-email'),
  trackReferral: route('/track-referral'),
  /** Developer tool: the embedded email/SMS outbox (not in production). */
  devMailbox: route('/dev/mailbox'),
  /** Developer tool: where the demo partner of "Sign in with Canvas" lands. */
  devPartnerCallback: route('/dev/partner-callback'),

  // Signed-in shell (spec 3 §2)
  dashboardHome: route('/home'),
  /** Spec 3 "My Dashboard": `tabType` opens a tab, `viewCanvas` picks the canvas. */
  myDashboard: {
    path: '/my-dashboard',
    getHref: (query: { tabType?: string; viewCanvas?: number | string } = {}) =>
      withQuery('/my-dashboard', query),
  },
  myCanvases: route('/my-canvases'),
  bookmarks: route('/bookmarks'),
  /** Spec 3 "Chat (/message)": `channelId` opens a conversation. */
  messages: {
    path: '/message',
    getHref: (channelId?: number) => withQuery('/message', { channelId }),
  },
  notifications: route('/notifications'),
  settings: route('/settings'),
  /** Membership and billing (spec 3 "Membership and billing"). */
  membership: {
    home: route('/membership'),
    invoices: route('/membership/invoices'),
    invoice: {
      path: '/membership/invoice/:id',
      getHref: (id: number | string) => `/membership/invoice/${segment(id)}`,
    },
    billingUpdate: route('/membership/billing/update'),
    /** type: business_six_month or school_job (spec: "first part business or school"); id: the canvas. */
    planUpdate: {
      path: '/membership/plan/update/:type/:id',
      getHref: (type: string, canvasId: number | string) =>
        `/membership/plan/update/${segment(type)}/${segment(canvasId)}`,
    },
  },
  /**
   * Company information step of the business canvas (spec 2; query slug, fromPost); the Paul
   * Mitchell school flow lands here.
   */
  companyInfo: {
    path: '/company-info',
    getHref: (query: { slug?: string | null; fromPost?: boolean } = {}) =>
      withQuery('/company-info', { slug: query.slug, fromPost: query.fromPost ? 'true' : null }),
  },
  /** School information step (spec 2; query slug). */
  schoolInfo: {
    path: '/school-info',
    getHref: (slug?: string | null) => withQuery('/school-info', { slug }),
  },
  /** Where an emailed staff invitation lands (issue 20): shows it, then attaches the signed-in invitee. */
  invitation: {
    path: '/invitation',
    getHref: (code: string) => withQuery('/invitation', { code }),
  },
  planPayment: { business: planPayment('business'), school: planPayment('school') },
  changePassword: route('/settings/change-password'),
  connect: route('/connect'),

  // Admin (spec 3 §2 "Admin menu")
  admin: {
    data: route('/admin-data'),
    classes: route('/admin-classes'),
    external: route('/admin-external'),
    schools: route('/admin-school'),
    canvases: route('/admin-canvas'),
    opportunities: route('/admin-opportunity'),
    users: route('/admin-user'),
  },

  // Public and marketing (spec 1 §2.1)
  browse: {
    /** Spec 1 §2.1: /homepage-canvas/{professional|business|school}; the filters live in the query. */
    path: '/homepage-canvas/:type',
    getHref: (type: BrowseType, search = '') =>
      `/homepage-canvas/${type}${search && !search.startsWith('?') ? `?${search}` : search}`,
  },
  opportunities: route('/homepage-opportunity'),
  postOpportunity: route('/post-job-opportunity'),
  /**
   * Spec 3 "Post Job Opportunity": the dashboard form (query id = canvas, opportunityId, is_edit,
   * isInMyAccount); the same form also answers /post-job-opportunity, -simple and /post-job.
   */
  dashboardPostOpportunity: {
    path: '/dashboard-post-job-opportunity',
    getHref: (query: { id?: number | string; opportunityId?: number | string; isEdit?: boolean } = {}) =>
      withQuery('/dashboard-post-job-opportunity', {
        id: query.id,
        opportunityId: query.opportunityId,
        is_edit: query.isEdit ? '1' : null,
      }),
  },
  postOpportunitySimple: route('/post-job-opportunity-simple'),
  postJob: route('/post-job'),
  /** Spec 3 "Publish success" of an opportunity (query id = its slug). */
  opportunityPublishSuccess: {
    path: '/opportunity-publish-success',
    getHref: (slug: string) => withQuery('/opportunity-publish-success', { id: slug }),
  },
  roiCalculator: route('/chair-loss-roi-calculator'),
  contactUs: route('/contact-us'),
  aboutUs: route('/about-us'),
  terms: route('/terms'),
  privacyPolicy: route('/privacy-policy'),
  privacyRights: route('/privacy-rights'),
  landing: {
    paulMitchell: route('/paulmitchell'),
    salonCentric: route('/saloncentric'),
    studentPro: route('/studentpro'),
    landYourDreamCareer: route('/land-your-dream-career'),
    stopInterviewNoShows: route('/stop-interview-no-shows'),
    wella: route('/wella'),
  },
  /** The public canvas page (spec 2: /canvas/{slug or id}); My Team's View adds `tabType=team` (spec 3). */
  canvas: {
    path: '/canvas/:idOrSlug',
    getHref: (slug: string, query: { tabType?: 'team' } = {}) =>
      withQuery(`/canvas/${segment(slug)}`, { tabType: query.tabType }),
  },
  /** Canvas area (spec 2 route table). */
  addCanvas: route('/add-canvas'),
  myPortfolio: route('/my-portfolio'),
  upgradeStudent: {
    path: '/upgrade-student',
    getHref: (id: number | string) => withQuery('/upgrade-student', { id: String(id) }),
  },
  canvasPreview: {
    student: canvasPreview('student'),
    professional: canvasPreview('professional'),
    business: canvasPreview('business'),
    school: canvasPreview('school'),
  },
  publishSuccess: {
    path: '/publish-success/:type',
    getHref: (type: string, slug: string) => withQuery(`/publish-success/${segment(type)}`, { id: slug }),
  },
  /** The student and professional editors of a saved canvas. */
  canvasEditor: {
    student: canvasEditor('student'),
    professional: canvasEditor('professional'),
    business: canvasEditor('business'),
    school: canvasEditor('school'),
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
  /**
   * Spec 3 "Opportunity detail" and its query flags: is_preview (the poster's preview), isEmbedded
   * (inside another site's iframe: no site header), from_dashboard (opened from the dashboard's
   * list: Back), autoplay=true, and hideCompany (the embed snippet without 'Why Join Our Team').
   */
  opportunityDetail: {
    path: '/opportunity-detail/:slug',
    getHref: (
      slug: string,
      query: {
        isPreview?: boolean;
        isEmbedded?: boolean;
        fromDashboard?: boolean;
        autoplay?: boolean;
        hideCompany?: boolean;
      } = {},
    ) =>
      withQuery(`/opportunity-detail/${segment(slug)}`, {
        is_preview: query.isPreview ? 'true' : null,
        isEmbedded: query.isEmbedded ? 'true' : null,
        from_dashboard: query.fromDashboard ? 'true' : null,
        autoplay: query.autoplay ? 'true' : null,
        hideCompany: query.hideCompany ? 'true' : null,
      }),
  },
  /** Spec 3 "My Opportunities (applicant)": what the user applied to (into My Dashboard with issue 23). */
  myOpportunities: route('/my-opportunities'),
  /** Spec 3 "Opportunity applicants": the poster's pipeline of one opportunity (query canvasId, id). */
  opportunityApplicants: {
    path: '/opportunity-applicants',
    getHref: (query: { canvasId: number | string; id: number | string }) =>
      withQuery('/opportunity-applicants', query),
  },
  /** Where Instagram returns after connecting (spec 1 §2.1: query from, code; plus state). */
  instaAuth: route('/insta-auth'),
} as const;

export const apiPaths = {
  health: () => '/health',
  auth: {
    login: () => '/auth/login',
    logout: () => '/auth/logout',
    logoutEverywhere: () => '/auth/logout-everywhere',
    register: () => '/auth/register',
    verifyEmail: () => '/auth/verify-email',
    resendVerification: () => '/auth/resend-verification',
    providers: () => '/auth/providers',
    /** A full-page navigation (`apiUrl`, not a call): the provider round trip starts here. */
    socialStart: (provider: 'google' | 'facebook') => `/auth/oauth/${provider}/start`,
  },
  oauth: {
    client: () => '/oauth/client',
    authorize: () => '/oauth/authorize',
  },
  user: {
    info: () => '/user/info',
    count: () => '/user/count',
    forgotPassword: () => '/user/forgot-password',
    resetPassword: () => '/user/reset-password',
    changePassword: () => '/user/change-password',
    sendSms: () => '/user/send-sms',
    codeVerify: () => '/user/code-verify',
    confirmEmail: () => '/user/confirm-email',
    avatar: () => '/user/avatar',
    contactUs: () => '/user/contact-us',
    requests: () => '/user/requests',
    isSalonCentric: () => '/user/is-salon-centric',
    /** PUT {keyword, tactics}: the coworker picker. */
    search: () => '/user/search',
    notifications: () => '/user/notifications',
    notificationCounter: () => '/user/notification-counter',
    /** `?id=` marks one read; without it, all of them. */
    notificationRead: () => '/user/notification_readed',
    deleteNotifications: () => '/user/delete-notifications',
    removeDashboardDot: () => '/user/remove-dashboard-dot',
    dashboardWelcomed: () => '/user/dashboard-welcomed',
    /** POST: the canvas editor's welcome overlay was closed (user info editorWelcome becomes false). */
    editorWelcomed: () => '/user/editor-welcomed',
    /** POST: a fresh chat-socket token (lib/chat-socket asks when the socket refuses an expired one). */
    checkUserChat: () => '/user/check-user-chat',
    /** POST {currentPassword}: the account is deleted for good (issue 26). */
    deleteAccount: () => '/user/delete-account',
  },
  captcha: {
    challenge: () => '/captcha/challenge',
  },
  landing: {
    pageVisited: () => '/landing/page-visited',
    featured: () => '/landing/featured',
    partnerRedirect: (name: string) => `/landing/partner-redirect/${segment(name)}`,
  },
  dev: {
    outbox: () => '/dev/outbox',
  },
  canvas: {
    create: () => '/canvas',
    detail: (idOrSlug: number | string) => `/canvas/${segment(idOrSlug)}`,
    update: (id: number) => `/canvas/${id}`,
    action: (id: number, action: 'public' | 'private') => `/canvas/${id}/action/${action}`,
    remove: (id: number) => `/canvas/${id}`,
    mine: () => '/canvas/my/canvases',
    upgrade: (id: number) => `/canvas/upgrade/${id}`,
    pdf: (id: number) => `/canvas/canvas-pdf/${id}`,
    addEmployee: () => '/canvas/school/add-employee',
    /** My Team (spec 3 §7): the staff list, role changes, removals (the spec's spelling) and hiding. */
    employees: () => '/canvas/school/employees',
    employeeRole: () => '/canvas/school/employee-role',
    removeEmployee: () => '/canvas/school/remove-empoyee',
    employeeHide: () => '/canvas/school/employee-change-hide',
    invited: () => '/canvas/school/invited',
    addScSalonId: () => '/canvas/add-sc-salon-id',
    businessStatistics: () => '/canvas/business/statistics',
  },
  bookmark: {
    canvas: (id: number, action: 'add' | 'remove') => `/bookmark/canvas/${id}/${action}`,
    opportunity: (id: number, action: 'add' | 'remove') => `/bookmark/opportunity/${id}/${action}`,
  },
  opportunity: {
    create: () => '/opportunity',
    update: () => '/opportunity',
    status: () => '/opportunity/status',
    detail: (idOrSlug: number | string) => `/opportunity/${segment(idOrSlug)}`,
    remove: (id: number) => `/opportunity/${id}`,
    addView: () => '/opportunity/addview',
    similar: (id: number) => `/opportunity/similar/${id}`,
    viewDetails: (id: number) => `/opportunity/opp-view-details/${id}`,
    apply: () => '/opportunity/apply',
    withdraw: () => '/opportunity/withdraw',
    myAsked: () => '/opportunity/my/asked',
    myPosted: () => '/opportunity/my/posted',
    belongTo: (canvasId: number) => `/opportunity/belongto/${canvasId}`,
    browseSearch: () => '/opportunity/browse/search',
    canvasLocation: () => '/opportunity/canvas/location',
    adminRemove: (id: number) => `/opportunity/remove/${id}`,
    applicants: () => '/opportunity/applicants',
    applicantStatus: () => '/opportunity/applicant-status',
    submittedToHiringManager: () => '/opportunity/submitted-to-hiring-manager',
  },
  message: {
    email: () => '/user/msg-email',
  },
  /** Messages (shared/schemas/chat.ts): writes over HTTP, the socket only pushes. */
  chat: {
    channels: () => '/chat/channels',
    channel: (id: number) => `/chat/channels/${segment(id)}`,
    messages: (channelId: number) => `/chat/channels/${segment(channelId)}/messages`,
    read: (channelId: number) => `/chat/channels/${segment(channelId)}/read`,
    /** POST {hidden}: hides a conversation from the member's own list. */
    hide: (channelId: number) => `/chat/channels/${segment(channelId)}/hide`,
    unread: () => '/chat/unread',
    direct: () => '/chat/direct',
    groups: () => '/chat/groups',
    group: (id: number) => `/chat/groups/${segment(id)}`,
    members: (groupId: number) => `/chat/groups/${segment(groupId)}/members`,
    member: (groupId: number, userId: number) =>
      `/chat/groups/${segment(groupId)}/members/${segment(userId)}`,
    sync: () => '/chat/sync',
    blocks: () => '/chat/blocks',
    block: (userId: number) => `/chat/blocks/${segment(userId)}`,
    /** GET `?toUserIds=1,2&message=`: the e-mail notice after a message (spec 3 §7). */
    email: () => '/user/chat-email',
  },
  pay: {
    prices: (family: 'six_month' | 'school') => `/pay/prices/${family}`,
    key: () => '/pay/key',
    clientSecret: () => '/pay/client-sec',
    paymentInfo: () => '/pay/paymentInfo',
    contact: () => '/pay/contact',
    coupon: () => '/pay/coupon',
    changePreview: () => '/pay/change-preview',
    changePrice: () => '/pay/change-price',
    subscribe: () => '/pay/subscribe',
    subscriptions: () => '/pay/subscriptions',
    listInvoices: () => '/pay/list-invoice',
    invoice: (id: number) => `/pay/invoice/${id}`,
    /** A full-page download (`apiUrl`): the invoice as a PDF. */
    invoicePdf: (id: number) => `/pay/invoice/${id}/pdf`,
    /** The sandbox provider's own calls (what Stripe.js does against Stripe). */
    sandboxPaymentMethod: () => '/pay/sandbox/payment-methods',
    sandboxConfirm: () => '/pay/sandbox/confirm',
  },
  badges: {
    match: () => '/badges/match',
  },
  browse: {
    searchCanvases: () => '/canvas/browse/searchv2',
  },
  places: {
    suggest: () => '/places/suggest',
    addressSuggest: () => '/places/address/suggest',
    addressDetails: () => '/places/address/details',
    map: () => '/places/map',
  },
  option: {
    customized: () => '/option/customized',
    schoolSearch: () => '/option/school/search',
  },
  media: {
    /** POST with the file as the raw body (`api.upload`, for progress). */
    upload: () => '/media/upload',
  },
  instagram: {
    app: () => '/instagram/app/',
    /** PUT {canvasId, from} → the authorization URL (starts connecting a saved canvas). */
    connect: () => '/instagram/canvas',
    accessToken: () => '/instagram/access-token',
    portfolio: (canvasId: number) => `/instagram/portfolio/${canvasId}`,
    medias: () => '/instagram/medias',
  },
} as const;
