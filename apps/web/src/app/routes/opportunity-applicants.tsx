import { PageMeta } from '@/components/page-meta';
import { ApplicantsPage } from '@/features/hiring/components/applicants-page';

/** /opportunity-applicants?canvasId=&id= (spec 3 "Opportunity applicants"): one opportunity's pipeline. */
function OpportunityApplicantsPage() {
  return (
    <>
      <PageMeta
        title="Applicants"
        description="The candidates of one of your opportunities, and where each one stands."
      />
      <ApplicantsPage />
    </>
  );
}

export { OpportunityApplicantsPage as Component };
