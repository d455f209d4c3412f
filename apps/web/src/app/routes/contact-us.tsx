import { PageMeta } from '@/components/page-meta';
import { ContactUsPage } from '@/features/public/components/contact-us-page';
import { paths } from '@/lib/paths';

function ContactUsRoute() {
  return (
    <>
      <PageMeta
        title="Contact us"
        description="Questions about portfolios, posting opportunities or partnering with Canvas? Send us a message and a real person will answer."
      />
      <ContactUsPage faqHref={paths.home.getHref('faq')} homeHref={paths.home.getHref()} />
    </>
  );
}

export { ContactUsRoute as Component };
