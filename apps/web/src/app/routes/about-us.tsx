import { PageMeta } from '@/components/page-meta';
import { AboutUsPage } from '@/features/public/components/about-us-page';
import { paths } from '@/lib/paths';

function AboutUsRoute() {
  return (
    <>
      <PageMeta
        title="About us"
        description="Canvas is the portfolio and careers network built for the beauty industry: students, professionals, salons and schools."
      />
      <AboutUsPage getStartedHref={paths.getStarted.getHref()} contactHref={paths.contactUs.getHref()} />
    </>
  );
}

export { AboutUsRoute as Component };
