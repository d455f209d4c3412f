import { effectiveTarget, isAdminRole, landingPathAfterSignIn } from '@canvas/shared';
import { PageMeta } from '@/components/page-meta';
import { HomePage } from '@/features/public/components/home-page';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

function HomeRoute() {
  const { isSignedIn, user } = useSession();
  const primaryAction = isSignedIn
    ? { label: 'Go to your account', href: landingPathAfterSignIn(user ? effectiveTarget(user) : null, null) }
    : { label: 'Create your free portfolio', href: paths.getStarted.getHref() };
  // Spec 1 §2.2: posting is not offered to admins. A visitor starts from the salon campaign page,
  // which leads to sign-up with the hiring source; a member goes to the post form itself.
  const postAction = isAdminRole(user?.role)
    ? null
    : {
        label: 'Post an opportunity',
        href: isSignedIn ? paths.postOpportunity.getHref() : paths.landing.stopInterviewNoShows.getHref(),
      };
  return (
    <>
      <PageMeta
        title="Canvas"
        description="Canvas is the portfolio and careers network for the beauty industry: students and beauty pros show their work, salons hire, and schools place their graduates."
      />
      <HomePage
        primaryAction={primaryAction}
        postAction={postAction}
        signInAction={isSignedIn ? null : { label: 'Sign in', href: paths.signIn.getHref() }}
        audienceLinks={{
          pros: paths.landing.landYourDreamCareer.getHref(),
          business: paths.landing.stopInterviewNoShows.getHref(),
          schools: paths.contactUs.getHref(),
        }}
      />
    </>
  );
}

export { HomeRoute as Component };
