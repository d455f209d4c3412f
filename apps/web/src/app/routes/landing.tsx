import type { LandingPage as LandingPageId } from '@canvas/shared';
import { useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { LandingPage } from '@/features/public/components/landing-page';
import { PageVisitIsland } from '@/features/public/components/page-visit';
import { landingPages } from '@/features/public/content/landing-pages';
import { HERO_HEADER_PATHS } from '../navigation';

function LandingRoute() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const config = landingPages[pathname.slice(1) as LandingPageId];
  return (
    <>
      <PageMeta title={config.meta.title} description={config.meta.description} />
      <PageVisitIsland key={search.toString()} page={config.page} />
      <LandingPage
        key={config.page}
        config={config}
        underTransparentHeader={HERO_HEADER_PATHS.includes(pathname)}
        initialMode={search.get('mode') === 'biz' ? 'biz' : 'portfolio'}
      />
    </>
  );
}

export { LandingRoute as Component };
