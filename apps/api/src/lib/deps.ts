import type { Config } from '../config';
import type { Database } from '../db/client';
import type { TokenSigner } from '../modules/auth/tokens';

/** What route modules need from the outside world; built once in app.ts and reachable as app.deps. */
export interface AppDeps {
  config: Config;
  database: Database;
  signer: TokenSigner;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
