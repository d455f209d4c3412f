import { type LoginInput, type Session, sessionSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { rememberPendingEmail } from '../pending-verification';

export type LoginCredentials = Pick<LoginInput, 'email' | 'password' | 'captcha'>;

/**
 * POST /api/auth/login. Errors are shown inline by the form that called it (a wrong password is a
 * 401 here, which must not open the session-expired modal). The browser sends the API's HttpOnly
 * device cookie with it (same origin), which spares a device that signed in before the proof of
 * work asked for after many failed sign-ins to the account.
 */
export async function login(credentials: LoginCredentials): Promise<Session> {
  const body: LoginInput = { platformType: 'internal', ...credentials };
  // Code 10006 sends the user to the verify state, which shows this address.
  rememberPendingEmail(credentials.email);
  const data = await api.post(apiPaths.auth.login(), body, { errorDisplay: 'inline', token: null });
  return sessionSchema.parse(data);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
