import type { chatTokenSchema, User, z } from '@canvas/shared';
import { CHAT_TOKEN_TTL_MS, type TokenClaims, type TokenSigner } from '../../lib/tokens';

/**
 * A fresh chat token for the caller's session (spec 1 §7 `/user/check-user-chat`, the user info's
 * `chatToken`): it opens the chat socket for an hour while the session lives (lib/tokens).
 */
export async function issueChatToken(
  signer: TokenSigner,
  caller: TokenClaims,
): Promise<z.infer<typeof chatTokenSchema>> {
  const expiresAt = new Date(Date.now() + CHAT_TOKEN_TTL_MS);
  return { chatToken: await signer.signChat(caller, expiresAt), expiresAt: expiresAt.toISOString() };
}

/**
 * The user as answered to a session (sign-in, user info, settings): with a fresh chat token of that
 * session, so the web can open the chat socket from whichever answer it stored last.
 */
export async function withChatToken(signer: TokenSigner, caller: TokenClaims, user: User): Promise<User> {
  const { chatToken } = await issueChatToken(signer, caller);
  return { ...user, chatToken };
}
