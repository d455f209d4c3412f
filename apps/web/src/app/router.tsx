import { createBrowserRouter, Navigate, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { trackReferral } from '@/features/public/track-referral';
import { paths } from '@/lib/paths';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { DashboardLayout } from './layout/dashboard-layout';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { publicRoutes } from './routes/public-routes';

// One lazy chunk per area; a route module exports `Component`.
const publicArea = () => import('./routes/home');
const authArea = () => import('./routes/sign-in');
const accountArea = () => import('./routes/account-overview');
const devMailbox = () => import('./routes/dev-mailbox');
const devPartnerCallback = () => import('./routes/dev-partner-callback');
const getStarted = () => import('./routes/get-started');
const settingsArea = () => import('./routes/settings');
const changePasswordArea = () => import('./routes/change-password');
const confirmEmailArea = () => import('./routes/confirm-email');
const browseArea = () => import('./routes/browse');
const canvasPublic = () => import('./routes/canvas-public');
const canvasPreview = () => import('./routes/canvas-preview');
const publishSuccess = () => import('./routes/publish-success');
const myCanvases = () => import('./routes/my-canvases');
const addCanvas = () => import('./routes/add-canvas');
const upgradeStudent = () => import('./routes/upgrade-student');
const canvasEditor = () => import('./routes/canvas-editor');
const educationInfo = () => import('./routes/education-info');
const professionalInfo = () => import('./routes/professional-info');
const instaAuth = () => import('./routes/insta-auth');
const companyInfo = () => import('./routes/company-info');
const schoolInfo = () => import('./routes/school-info');
const orgCanvasEditor = () => import('./routes/org-canvas-editor');
const orgCanvasPreview = () => import('./routes/org-canvas-preview');
const planPayment = () => import('./routes/plan-payment');
const invitation = () => import('./routes/invitation');
const postOpportunity = () => import('./routes/post-opportunity');
const opportunityDetail = () => import('./routes/opportunity-detail');
const opportunityPublishSuccess = () => import('./routes/opportunity-publish-success');
const myOpportunities = () => import('./routes/my-opportunities');
const opportunityBrowse = () => import('./routes/opportunity-browse');
const membership = () => import('./routes/membership');
const membershipInvoices = () => import('./routes/membership-invoices');
const membershipInvoice = () => import('./routes/membership-invoice');
const membershipBillingUpdate = () => import('./routes/membership-billing-update');
const membershipPlanUpdate = () => import('./routes/membership-plan-update');
const notifications = () => import('./routes/notifications');
const message = () => import('./routes/message');
const myDashboard = () => import('./routes/my-dashboard');
const opportunityApplicants = () => import('./routes/opportunity-applicants');

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { index: true, lazy: publicArea },
        { path: paths.signIn.path, lazy: authArea },
        ...publicRoutes,
        { path: paths.devMailbox.path, lazy: devMailbox },
        { path: paths.devPartnerCallback.path, lazy: devPartnerCallback },
        { path: paths.getStarted.path, lazy: getStarted },
        { path: paths.confirmEmail.path, lazy: confirmEmailArea },
        // Spec 2: public canvases for everyone (drafts and private ones only for their owner).
        { path: paths.canvas.path, lazy: canvasPublic },
        // Issue 20: an emailed staff invitation shows to anyone; accepting it needs the invitee signed in.
        { path: paths.invitation.path, lazy: invitation },
        // Spec 3: an opportunity's page for everyone (drafts and private ones only for its editors).
        // ?isEmbedded: inside another site's iframe, without the site header and footer.
        { path: paths.opportunityDetail.path, lazy: opportunityDetail, handle: { embeddable: true } },
        {
          path: paths.trackReferral.path,
          loader: ({ request }) => redirect(trackReferral(request.url)),
          // Never shown: the loader always redirects. Present so the route is a complete page.
          element: <PageLoader />,
        },
        {
          element: <RequireAuth />,
          children: [
            // Spec 1 §2.1: browsing portfolios requires sign-in.
            { path: paths.browse.path, lazy: browseArea },
            // Spec 1 §2.1: browsing opportunities requires sign-in too.
            { path: paths.opportunities.path, lazy: opportunityBrowse },
            { path: paths.canvasPreview.student.path, lazy: canvasPreview },
            { path: paths.canvasPreview.professional.path, lazy: canvasPreview },
            { path: paths.publishSuccess.path, lazy: publishSuccess },
            { path: paths.addCanvas.path, lazy: addCanvas },
            { path: paths.upgradeStudent.path, lazy: upgradeStudent },
            // Spec 2: the student and professional editors and their step-0 pages.
            { path: paths.educationInfo.path, lazy: educationInfo },
            { path: paths.professionalInfo.path, lazy: professionalInfo },
            { path: paths.canvasEditor.student.path, lazy: canvasEditor },
            { path: paths.canvasEditor.professional.path, lazy: canvasEditor },
            // Spec 2: the business and school info steps, editors, previews and the payment step.
            { path: paths.companyInfo.path, lazy: companyInfo },
            { path: paths.schoolInfo.path, lazy: schoolInfo },
            { path: paths.canvasEditor.business.path, lazy: orgCanvasEditor },
            { path: paths.canvasEditor.school.path, lazy: orgCanvasEditor },
            { path: paths.canvasPreview.business.path, lazy: orgCanvasPreview },
            { path: paths.canvasPreview.school.path, lazy: orgCanvasPreview },
            { path: paths.planPayment.business.path, lazy: planPayment },
            { path: paths.planPayment.school.path, lazy: planPayment },
            // Spec 3 "Post Job Opportunity" (one form, four addresses) and its publish success page.
            { path: paths.dashboardPostOpportunity.path, lazy: postOpportunity },
            { path: paths.postOpportunity.path, lazy: postOpportunity },
            { path: paths.postOpportunitySimple.path, lazy: postOpportunity },
            { path: paths.postJob.path, lazy: postOpportunity },
            { path: paths.opportunityPublishSuccess.path, lazy: opportunityPublishSuccess },
            // Spec 2: deleting a portfolio lands on /my-portfolio, which is the portfolio list.
            { path: paths.myPortfolio.path, element: <Navigate to={paths.myCanvases.getHref()} replace /> },
            // Spec 1 §2.1: the Instagram return; finishing the connection needs the user's session.
            { path: paths.instaAuth.path, lazy: instaAuth },
            {
              element: <DashboardLayout />,
              children: [
                // Spec 3 "My Dashboard": /home shows it too (the sign-in landing of salons and schools).
                { path: paths.dashboardHome.path, lazy: myDashboard },
                { path: paths.myDashboard.path, lazy: myDashboard },
                { path: paths.myCanvases.path, lazy: myCanvases },
                { path: paths.settings.path, lazy: settingsArea },
                // Spec 3: membership and billing.
                { path: paths.membership.home.path, lazy: membership },
                { path: paths.membership.invoices.path, lazy: membershipInvoices },
                { path: paths.membership.invoice.path, lazy: membershipInvoice },
                { path: paths.membership.billingUpdate.path, lazy: membershipBillingUpdate },
                { path: paths.membership.planUpdate.path, lazy: membershipPlanUpdate },
                { path: paths.changePassword.path, lazy: changePasswordArea },
                // Spec 3 "My Opportunities (applicant)"; issue 23 moves it into My Dashboard.
                { path: paths.myOpportunities.path, lazy: myOpportunities },
                { path: paths.notifications.path, lazy: notifications },
                // Spec 3 "Chat (/message)": the inbox; `channelId` opens a conversation.
                { path: paths.messages.path, lazy: message },
                // Spec 3 "Opportunity applicants": the poster's pipeline of one opportunity.
                { path: paths.opportunityApplicants.path, lazy: opportunityApplicants },
                {
                  element: <RequireAdmin />,
                  children: [{ path: paths.admin.users.path, lazy: accountArea }],
                },
              ],
            },
          ],
        },
        // Spec 1 §2.1: any unknown path falls back to home.
        { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
