import type { LandingPage as LandingPageId } from '@canvas/shared';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { useRecordPageVisit } from '@/features/public/api/record-page-visit';
import { LandingPage } from '@/features/public/components/landing-page';
import { landingPages, landingTracking } from '@/features/public/content/landing-pages';
import { HERO_HEADER_PATHS } from '../navigation';
import { paths } from '../paths';

function LandingRoute() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const config = landingPages[pathname.slice(1) as LandingPageId];
  const { source, rep } = landingTracking(config, search);
  useRecordPageVisit({ page: config.page, source, rep });
  return (
    <>
      <PageMeta title={config.meta.title} description={config.meta.description} />
      <LandingPage
        key={config.page}
        config={config}
        underTransparentHeader={HERO_HEADER_PATHS.includes(pathname)}
        initialMode={search.get('mode') === 'biz' ? 'biz' : 'portfolio'}
        onEmailSubmit={(email) => navigate(paths.getStartedFromLanding({ prefilled: email, source, rep }))}
      />
    </>
  );
}

export { LandingRoute as Component };
