import { PageMeta } from '@/components/page-meta';
import { RoiCalculatorPage } from '@/features/public/components/roi-calculator-page';
import { paths } from '@/lib/paths';

function RoiCalculatorRoute() {
  return (
    <>
      <PageMeta
        title="Chair loss ROI calculator"
        description="See how much revenue an empty salon chair costs you each week, month and year, and how fast a new hire pays for itself."
      />
      <RoiCalculatorPage postOpportunityHref={paths.landing.stopInterviewNoShows.getHref()} />
    </>
  );
}

export { RoiCalculatorRoute as Component };
