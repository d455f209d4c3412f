import type { PartnerRedirect } from '@canvas/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePartnerRedirect } from '@/features/public/api/get-partner-redirect';
import { Redirecting } from '@/features/public/components/redirecting';
import { paths } from '@/lib/paths';

/** Only web addresses leave the site; anything else (or no configured URL) goes home. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function PartnerRedirectRoute() {
  const name = useLocation().pathname.slice(1) as PartnerRedirect;
  const navigate = useNavigate();
  const { data: url, isError } = usePartnerRedirect(name);
  useEffect(() => {
    if (url && isWebUrl(url)) window.location.replace(url);
    else if (isError || url) navigate(paths.home.getHref(), { replace: true });
  }, [url, isError, navigate]);
  return <Redirecting />;
}

export { PartnerRedirectRoute as Component };
