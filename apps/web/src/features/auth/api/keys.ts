/** Query keys of the auth area. */
export const authKeys = {
  all: ['auth'] as const,
  providers: () => [...authKeys.all, 'providers'] as const,
  partnerClient: (redirectUri: string, clientId: string | null) =>
    [...authKeys.all, 'partner-client', redirectUri, clientId] as const,
};
