import { ErrorCode } from '@canvas/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { endSession } from '@/lib/session';

/**
 * What an API failure means for the user (spec 1 §4, §8), decided here and not in the client:
 * - code 10006 (email not verified): go to /get-started in its verify state, no toast;
 * - 401: clear the session and open the re-login modal, unless the user is on /sign-in already;
 * - anything else: the server's message as an error toast.
 * Calls made with `errorDisplay: 'inline'` show their own message, so only the redirect and, when
 * the session's own token was refused, the re-login modal apply (spec 2 §8: "a 401 response
 * anywhere").
 */
export function useApiErrorEffects(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);

  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(
    () =>
      onApiError(({ error, request }) => {
        if (error.code === ErrorCode.emailNotVerified) {
          navigate(paths.getStarted.getHref({ state: 'verify' }));
          return;
        }
        if (
          error.status === ErrorCode.unauthorized &&
          (request.errorDisplay === 'global' || request.hadToken)
        ) {
          endSession(pathnameRef.current === paths.signIn.path ? 'signedOut' : 'expired');
          return;
        }
        if (request.errorDisplay === 'inline') return;
        notify.error({
          // One toast per distinct message: several queries failing alike should not stack up.
          id: `api-error:${error.code}:${error.message}`,
          message: error.message,
        });
      }),
    [navigate],
  );
}
