import { PageMeta } from '@/components/page-meta';
import { LegalPage } from '@/features/public/components/legal-page';
import { termsOfUse } from '@/features/public/content/legal';

function TermsRoute() {
  return (
    <>
      <PageMeta
        title="Terms of Use"
        description="The terms for using Canvas: eligibility, your content, fees, text messages, arbitration and more."
      />
      <LegalPage document={termsOfUse} eyebrow="Legal" />
    </>
  );
}

export { TermsRoute as Component };
