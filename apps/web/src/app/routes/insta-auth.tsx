import { useSearchParams } from 'react-router';
import { InstaAuthPage } from '@/features/canvases/instagram/components/insta-auth-page';
import { paths } from '@/lib/paths';

function InstaAuthRoute() {
  const [searchParams] = useSearchParams();
  return (
    <InstaAuthPage
      code={searchParams.get('code')}
      state={searchParams.get('state')}
      from={searchParams.get('from')}
      error={searchParams.get('error')}
      redirectUri={`${window.location.origin}${paths.instaAuth.getHref()}`}
      fallbackPath={paths.myCanvases.getHref()}
      homePath={paths.home.getHref()}
    />
  );
}

export { InstaAuthRoute as Component };
