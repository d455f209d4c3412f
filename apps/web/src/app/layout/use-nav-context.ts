import { useLocation } from 'react-router';
import { getAdminToken } from '@/lib/impersonation';
import { useSession } from '@/lib/session';
import type { NavContext } from '../navigation';

export function useNavContext(): NavContext {
  const { pathname, search } = useLocation();
  const { user, isSignedIn, isAdmin } = useSession();
  return {
    pathname,
    search,
    user,
    isSignedIn,
    isAdmin,
    // Read on every render: the header re-renders whenever the session changes, which is when it matters.
    isImpersonating: isSignedIn && getAdminToken() !== null,
  };
}
