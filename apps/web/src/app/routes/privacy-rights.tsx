import { messages } from '@canvas/shared';
import { PageMeta } from '@/components/page-meta';
import { DataRightsPage } from '@/features/public/components/data-rights-page';
import { paths } from '@/lib/paths';

function PrivacyRightsRoute() {
  return (
    <>
      <PageMeta
        title={messages.dataRightsTitle}
        description="Ask Canvas to show, explain, delete or stop selling the personal information it holds about you."
      />
      <DataRightsPage privacyPolicyHref={paths.privacyPolicy.getHref()} homeHref={paths.home.getHref()} />
    </>
  );
}

export { PrivacyRightsRoute as Component };
