/**
 * The two ways Canvas runs (decision 027). `demo` is what `npm start` gives a fresh clone: demo data,
 * developer tools on a loopback-bound server. `production` is chosen explicitly (CANVAS_MODE or
 * NODE_ENV=production) and refuses to start with the demo's shortcuts.
 */
export type CanvasMode = 'demo' | 'production';

/** CANVAS_MODE wins; otherwise NODE_ENV=production means production, anything else (or nothing) demo. */
export function resolveMode(canvasMode: CanvasMode | undefined, nodeEnv: string): CanvasMode {
  return canvasMode ?? (nodeEnv === 'production' ? 'production' : 'demo');
}

/** Whether a listen address reaches only this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** Values the README and .env.example show as examples: never a real secret. */
const PLACEHOLDER_SECRETS = [/change.?me/i, /^x+$/i, /your.?secret/i, /replace/i];

/** Why a JWT_SECRET is too weak to sign sessions with, or null: long, varied and not an example. */
export function weakSecretReason(secret: string): string | null {
  if (secret.length < 32) return 'shorter than 32 characters';
  if (new Set(secret).size < 10) return 'fewer than 10 different characters';
  if (PLACEHOLDER_SECRETS.some((pattern) => pattern.test(secret))) return 'an example value';
  return null;
}

/**
 * Why a PUBLIC_URL is unfit for production emails and links, or null. It must be https, except on
 * this machine (a local trial of production mode), and carry no credentials, path or query.
 */
export function weakPublicUrlReason(publicUrl: string): string | null {
  const url = new URL(publicUrl);
  if (url.username || url.password) return 'it must not contain credentials';
  if (url.pathname !== '/' || url.search || url.hash) return 'it must be an origin (no path or query)';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return null;
  return 'it must be https:// (http only for localhost)';
}

export interface ModeInput {
  mode: CanvasMode;
  host: string;
  jwtSecret: string | undefined;
  publicUrl: string | undefined;
  devTools: boolean | undefined;
}

/**
 * What production mode refuses to start with, one line per problem (empty in demo mode): a missing
 * or weak JWT_SECRET or PUBLIC_URL, and developer tools on a server others can reach.
 */
export function productionProblems({ mode, host, jwtSecret, publicUrl, devTools }: ModeInput): string[] {
  if (mode !== 'production') return [];
  const problems: string[] = [];
  if (!jwtSecret) {
    problems.push('JWT_SECRET: required in production (e.g. `openssl rand -base64 48`)');
  } else {
    const reason = weakSecretReason(jwtSecret);
    if (reason) problems.push(`JWT_SECRET: too weak (${reason})`);
  }
  if (!publicUrl) {
    problems.push('PUBLIC_URL: required in production (the https origin people reach the site at)');
  } else {
    const reason = weakPublicUrlReason(publicUrl);
    if (reason) problems.push(`PUBLIC_URL: ${reason}`);
  }
  if (devTools && !isLoopbackHost(host)) {
    problems.push(`DEV_TOOLS: refused in production on a non-loopback HOST (${host})`);
  }
  return problems;
}

/**
 * Developer tools default on only in demo mode on a loopback-bound server: an unset NODE_ENV never
 * opens them to a network. DEV_TOOLS=1 asks for them anywhere (production refuses a non-loopback HOST).
 */
export function defaultDevTools(mode: CanvasMode, host: string): boolean {
  return mode === 'demo' && isLoopbackHost(host);
}
