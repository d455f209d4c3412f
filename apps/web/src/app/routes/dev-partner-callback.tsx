import { useSearchParams } from 'react-router';
import { PartnerCallbackPage } from '@/features/dev/components/partner-callback-page';
import { paths } from '@/lib/paths';

function DevPartnerCallbackRoute() {
  const [searchParams] = useSearchParams();
  const callback = `${window.location.origin}${paths.devPartnerCallback.getHref()}`;
  return (
    <PartnerCallbackPage
      code={searchParams.get('code')}
      state={searchParams.get('state')}
      signInHref={paths.signIn.getHref({ redirect_uri: callback, state: 'demo' })}
    />
  );
}

export { DevPartnerCallbackRoute as Component };
