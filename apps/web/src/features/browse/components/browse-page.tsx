import { BrowseBody, BrowseHero } from '@/components/browse/browse-page';
import { PageMeta } from '@/components/page-meta';
import { BROWSE_TYPE_LABELS, type BrowseType } from '../filters';
import { useBrowseFilters } from '../use-browse-filters';
import { BrowseResults } from './browse-results';
import { SearchPanel } from './search-panel';
import { TypeSwitch } from './type-switch';

const LEADS: Record<BrowseType, string> = {
  professional: 'Stylists, colorists, barbers, estheticians and the students about to join them, near you.',
  business: 'Salons, spas and barbershops: see their work, their team and where they are.',
  school: 'Beauty schools and their programs, and where their graduates go on to work.',
};

const RESULTS_HEADING_ID = 'browse-results-title';

/** /homepage-canvas/{professional|business|school}: the portfolio browse screen (spec 1 §2.4). */
export function BrowsePage({ type }: { type: BrowseType }) {
  const { filters, update, setPage, clear } = useBrowseFilters();
  const labels = BROWSE_TYPE_LABELS[type];
  return (
    <>
      <PageMeta
        title={`Browse ${labels.noun}`}
        description={`Find ${labels.noun} on Canvas. ${LEADS[type]}`}
      />
      <BrowseHero titleId="browse-title" eyebrow="Portfolios" title={labels.title} lead={LEADS[type]}>
        <TypeSwitch type={type} filters={filters} />
      </BrowseHero>
      <BrowseBody>
        <SearchPanel
          type={type}
          filters={filters}
          onChange={update}
          onClear={clear}
          resultsId={RESULTS_HEADING_ID}
        />
        <BrowseResults
          headingId={RESULTS_HEADING_ID}
          type={type}
          filters={filters}
          onPageChange={setPage}
          onWidenRadius={(radiusMiles) => update({ radiusMiles })}
          onClear={clear}
        />
      </BrowseBody>
    </>
  );
}
