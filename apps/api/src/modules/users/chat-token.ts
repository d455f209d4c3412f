import type { chatTokenSchema, z } from '@canvas/shared';
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
