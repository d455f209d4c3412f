import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  type CanvasMode,
  defaultDevTools,
  isLoopbackHost,
  productionProblems,
  resolveMode,
} from './config-mode';

/**
 * Every environment variable the API reads, parsed once. Nothing else reads process.env.
 * Keep `.env.example` and the README's configuration table in step with this schema.
 */
const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** An IPv4/IPv6 address, or one with a CIDR prefix length that fits it (10.0.0.0/8, fd00::/8). */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** demo (the default of `npm start`) or production; unset, NODE_ENV=production means production. */
  CANVAS_MODE: z.enum(['demo', 'production']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; when unset the embedded PGlite database in DATA_DIR/db is used. */
  DATABASE_URL: z.string().url().optional(),
  /** The public origin of the site, used in emails and links. */
  PUBLIC_URL: z.string().url().optional(),
  /** Secret for signing access tokens; generated once and kept in DATA_DIR when unset. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Seed demo data into an empty database: default on in demo mode, off in production. */
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The proxies in front of the app whose X-Forwarded-* headers are believed (and HSTS sent over https):
   * 0 for none, a hop count, or a comma-separated list of proxy addresses/CIDRs. Never "trust every
   * hop": then a client could choose its own IP (and dodge per-IP limits) with X-Forwarded-For.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((value, context): TrustProxy => {
      const text = value.trim();
      if (text === '' || text === '0' || text === 'false') return false;
      if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
      const entries = text.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
      context.addIssue({
        code: 'custom',
        message: 'expected 0, a hop count (1-10) or a comma-separated list of proxy addresses/CIDRs',
      });
      return z.NEVER;
    }),
  /** Failed sign-ins allowed per account, and per IP address, inside one window. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Per IP an hour: requests that send an account email (forgot, resend-verification, email change). */
  EMAIL_REQUESTS_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Sign-ups per IP an hour (a class signing up together behind one address fits). */
  SIGN_UPS_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Where the built web app lives; served at / with an index.html fallback when present. */
  WEB_DIST_DIR: z.string().optional(),
  /** Send email through this SMTP server (smtp:// or smtps://user:pass@host:port); unset keeps the outbox. */
  SMTP_URL: z.string().url().optional(),
  /** The From header of every email. */
  EMAIL_FROM: z.string().min(3).optional(),
  /** Twilio-compatible SMS sender; all three set switch texts from the outbox to the provider. */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM_NUMBER: z.string().min(1).optional(),
  /** The provider's API origin (a Twilio-compatible service or a local fake). */
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  /** S3-compatible object storage; unset keeps uploads in DATA_DIR/media, served at /media. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The service's endpoint (MinIO, R2, ...); AWS when unset. Buckets are addressed path-style. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where stored objects are publicly readable (a CDN or the bucket's URL); default endpoint/bucket. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** Developer tools (/dev/mailbox, GET /api/dev/outbox, the demo partner client); default on in demo mode on a loopback HOST. */
  DEV_TOOLS: booleanFlag.optional(),
  /**
   * The sandbox payments provider (test cards, no money moves). On by default in demo mode; in
   * production only when asked for (a trial site), since its test cards would publish canvases
   * for free. Production without Stripe and without this has payments off.
   */
  PAYMENTS_SANDBOX: booleanFlag.optional(),
  /** "Sign in with Google": shown only when the client id and secret are set. The URLs point at Google by default. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /** "Sign in with Facebook": shown only when the app id and secret are set. */
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTH_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.string().url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z
    .string()
    .url()
    .default('https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name'),
  /**
   * Partner sites that may use "Sign in with Canvas" (/sign-in?redirect_uri=&state=): a JSON list of
   * {"clientId","name","secret","redirectUris":[...]}; redirect URIs must match exactly.
   */
  PARTNER_CLIENTS: z.string().optional(),
  /** Where Contact Us messages and data-rights requests are sent. */
  SUPPORT_EMAIL: z.string().email().default('support@canvas.example.com'),
  /** Captcha (ALTCHA proof of work): PBKDF2 iterations per attempt, and the highest secret counter. */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(1_000_000).default(4000),
  /** What one account's uploads (originals and their copies) may occupy, in MB. */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  /** Partner sites behind /innovate and /screps (spec 1 §2.1); unset sends visitors home. */
  PARTNER_INNOVATE_URL: z.string().url().optional(),
  PARTNER_SCREPS_URL: z.string().url().optional(),
  /** Place suggestions: the bundled US gazetteer by default, or Mapbox (MAPS_API_KEY = access token). */
  MAPS_PROVIDER: z.enum(['gazetteer', 'mapbox']).default('gazetteer'),
  MAPS_API_KEY: z.string().min(1).optional(),
  /** The provider's API origin (Mapbox, or a local fake in tests). */
  MAPS_API_URL: z.string().url().default('https://api.mapbox.com'),
  /**
   * Street-address suggestions and details one IP may ask for in an hour (a real provider bills
   * each); past it 429 with Retry-After.
   */
  ADDRESS_LOOKUPS_MAX_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * Raster map tiles for the location maps: an https URL template with {z}, {x} and {y} (or a path
   * on this server). Unset: no third-party calls; maps show the pin and the address on a plain panel.
   */
  MAP_TILE_URL: z
    .string()
    .refine(
      (url) => /^(https:\/\/[^/\s]+\/|\/(?!\/))\S*$/.test(url),
      'must be an https URL or a path starting with /',
    )
    .refine(
      (url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)),
      'must contain {z}, {x} and {y}',
    )
    .optional(),
  /** The tiles' credit line, shown on every map (most tile licences require one). */
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(200).default('© OpenStreetMap contributors'),
  /**
   * Instagram connection ("Instagram API with Instagram Login"): app id and secret go together.
   * Unset: the built-in demo Instagram when DEV_TOOLS is on, otherwise no Connect button.
   */
  INSTAGRAM_APP_ID: z.string().min(1).optional(),
  INSTAGRAM_APP_SECRET: z.string().min(1).optional(),
  /** Where the authorization window lives, where codes are exchanged, and the Graph API host. */
  INSTAGRAM_OAUTH_BASE: z.string().url().default('https://www.instagram.com'),
  INSTAGRAM_API_BASE: z.string().url().default('https://api.instagram.com'),
  INSTAGRAM_GRAPH_BASE: z.string().url().default('https://graph.instagram.com'),
  INSTAGRAM_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v23.0'),
  /** Key for encrypting stored Instagram tokens (≥ 32 characters); derived from JWT_SECRET when unset. */
  INSTAGRAM_TOKEN_KEY: z.string().min(32).optional(),
  /**
   * Stripe (decision 029): the secret key server-side, the publishable key for Stripe.js, the
   * signing secret of the webhook endpoint (`POST /api/pay/webhook`). The three go together.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, 'expected a secret (sk_…) or restricted (rk_…) key')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_\w+$/, 'expected a publishable key (pk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'expected a webhook signing secret (whsec_…)')
    .optional(),
  /** Stripe's API origin; tests point it at a local fake. */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  /**
   * Chat fan-out between API processes (issue 25): a Redis server (redis:// or rediss://) the
   * Socket.IO Redis adapter publishes through. Unset: chat events reach sockets of this process only.
   */
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'must start with redis:// or rediss://')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export type TrustProxy = false | number | string[];

export interface Config {
  env: Env['NODE_ENV'];
  /** Demo or production (config-mode.ts, decision 027). */
  mode: CanvasMode;
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string };
  publicUrl: string;
  jwtSecret: string;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: off, a hop count, or the proxies' addresses/CIDRs (never `true`). */
  trustProxy: TrustProxy;
  loginLimits: { perAccount: number; perIp: number; windowMinutes: number };
  /** Per-IP hourly limits on what makes the server send account email (decision 028). */
  emailLimits: { requestsPerIp: number; signUpsPerIp: number };
  webDistDir: string | null;
  supportEmail: string;
  captcha: { cost: number; maxNumber: number };
  uploadQuotaMb: number;
  partnerRedirects: { innovate: string | null; screps: string | null };
  email: { kind: 'outbox'; from: string } | { kind: 'smtp'; url: string; from: string };
  sms:
    | { kind: 'outbox' }
    | { kind: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string };
  devTools: boolean;
  maps: { kind: 'gazetteer' } | { kind: 'mapbox'; accessToken: string; apiUrl: string };
  /** Hourly per-IP limit on street-address look-ups (suggestions and details together). */
  addressLookupsPerIp: number;
  /** Raster tiles of the location maps, or null for the plain panel (no third-party calls). */
  mapTiles: { url: string; attribution: string } | null;
  instagram: InstagramConfig;
  /** Stripe's keys when all three are set (the payments factory picks the driver). */
  stripe: StripeConfig | null;
  /** Whether the sandbox provider runs when Stripe is not configured (PAYMENTS_SANDBOX). */
  paymentsSandbox: boolean;
  /**
   * The chat socket (lib/realtime): the Redis server of the fan-out between processes (null: this
   * process only), and the page origins a socket may be opened from — the public origin, and in
   * demo mode on a loopback host any loopback origin too (the Vite dev server, localhost for 127.0.0.1).
   */
  chat: { redisUrl: string | null; origins: string[]; loopbackOrigins: boolean };
  social: { google: SocialProviderConfig | null; facebook: SocialProviderConfig | null };
  partnerClients: PartnerClient[];
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string;
      };
}

export interface InstagramConfig {
  /** The real Instagram app; the built-in demo (DEV_TOOLS); or off (no Connect button). */
  driver:
    | {
        kind: 'instagram';
        appId: string;
        appSecret: string;
        oauthBase: string;
        apiBase: string;
        graphBase: string;
        graphVersion: string;
      }
    | { kind: 'demo' }
    | { kind: 'off' };
  /** Secret the token-encryption key is derived from. */
  tokenSecret: string;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Origin of the API the SDK calls (https://api.stripe.com, or a local fake in tests). */
  apiUrl: string;
}

export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
}

export interface PartnerClient {
  clientId: string;
  name: string;
  secret: string;
  redirectUris: string[];
}

const partnerClientsSchema = z.array(
  z.object({
    clientId: z.string().min(1),
    name: z.string().min(1),
    secret: z.string().min(16),
    redirectUris: z.array(z.string().url()).min(1),
  }),
);

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

/** Reads the signing secret from DATA_DIR, creating it on first start so restarts keep sessions valid. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function smsConfig(env: Env): Config['sms'] {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM_NUMBER: from } = env;
  if (!accountSid && !authToken && !from) return { kind: 'outbox' };
  if (!accountSid || !authToken || !from) {
    throw new ConfigError(
      'Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER go together',
    );
  }
  return { kind: 'twilio', accountSid, authToken, from, apiUrl: env.TWILIO_API_URL.replace(/\/$/, '') };
}

function socialProvider(
  clientId: string | undefined,
  clientSecret: string | undefined,
  urls: Omit<SocialProviderConfig, 'clientId' | 'clientSecret'>,
): SocialProviderConfig | null {
  return clientId && clientSecret ? { clientId, clientSecret, ...urls } : null;
}

/** The demo partner of developer tools: its callback page is /dev/partner-callback on this site. */
export const DEMO_PARTNER_CLIENT_ID = 'canvas-demo-partner';
export const DEMO_PARTNER_SECRET = 'demo-partner-secret-not-for-production';

function partnerClients(env: Env, publicUrl: string, devTools: boolean): PartnerClient[] {
  let configured: PartnerClient[] = [];
  if (env.PARTNER_CLIENTS) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env.PARTNER_CLIENTS);
    } catch {
      throw new ConfigError('Invalid configuration:\n  PARTNER_CLIENTS: not valid JSON');
    }
    const result = partnerClientsSchema.safeParse(parsed);
    if (!result.success) {
      throw new ConfigError(`Invalid configuration:\n  PARTNER_CLIENTS: ${result.error.issues[0]?.message}`);
    }
    configured = result.data;
  }
  const demo: PartnerClient = {
    clientId: DEMO_PARTNER_CLIENT_ID,
    name: 'Canvas demo partner',
    secret: DEMO_PARTNER_SECRET,
    redirectUris: [`${publicUrl}/dev/partner-callback`],
  };
  return devTools ? [...configured, demo] : configured;
}

function instagramConfig(env: Env, jwtSecret: string, devTools: boolean): InstagramConfig {
  const { INSTAGRAM_APP_ID: appId, INSTAGRAM_APP_SECRET: appSecret } = env;
  if (Boolean(appId) !== Boolean(appSecret)) {
    throw new ConfigError('Invalid configuration:\n  INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET go together');
  }
  const base = (url: string) => url.replace(/\/$/, '');
  const driver: InstagramConfig['driver'] =
    appId && appSecret
      ? {
          kind: 'instagram',
          appId,
          appSecret,
          oauthBase: base(env.INSTAGRAM_OAUTH_BASE),
          apiBase: base(env.INSTAGRAM_API_BASE),
          graphBase: base(env.INSTAGRAM_GRAPH_BASE),
          graphVersion: env.INSTAGRAM_GRAPH_VERSION,
        }
      : devTools
        ? { kind: 'demo' }
        : { kind: 'off' };
  return { driver, tokenSecret: env.INSTAGRAM_TOKEN_KEY ?? jwtSecret };
}

function stripeConfig(env: Env): StripeConfig | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey } = env;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secretKey && !publishableKey && !webhookSecret) return null;
  if (!secretKey || !publishableKey || !webhookSecret) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together',
    );
  }
  return { secretKey, publishableKey, webhookSecret, apiUrl: env.STRIPE_API_URL.replace(/\/$/, '') };
}

function mapsConfig(env: Env): Config['maps'] {
  if (env.MAPS_PROVIDER === 'gazetteer') return { kind: 'gazetteer' };
  if (!env.MAPS_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  MAPS_PROVIDER=mapbox needs MAPS_API_KEY');
  }
  return { kind: 'mapbox', accessToken: env.MAPS_API_KEY, apiUrl: env.MAPS_API_URL.replace(/\/$/, '') };
}

function storageConfig(env: Env, dataDir: string): Config['storage'] {
  if (!env.S3_BUCKET) return { kind: 'local', dir: path.join(dataDir, 'media') };
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  const endpoint = (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/$/, '');
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: (env.S3_PUBLIC_URL ?? `${endpoint}/${env.S3_BUCKET}`).replace(/\/$/, ''),
  };
}

/** A listen address as a URL's host: IPv6 in brackets ('::' → '[::]'), the rest as it is. */
export const urlHost = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const mode = resolveMode(env.CANVAS_MODE, env.NODE_ENV);
  const devTools = env.DEV_TOOLS ?? defaultDevTools(mode, env.HOST);
  const problems = productionProblems({
    mode,
    host: env.HOST,
    jwtSecret: env.JWT_SECRET,
    publicUrl: env.PUBLIC_URL,
    devTools,
  });
  if (problems.length > 0) {
    throw new ConfigError(`Refusing to start in production mode:\n  ${problems.join('\n  ')}`);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (env.PUBLIC_URL ?? `http://${urlHost(env.HOST)}:${env.PORT}`).replace(/\/$/, '');
  const emailFrom = env.EMAIL_FROM ?? `Canvas <no-reply@${new URL(publicUrl).hostname}>`;
  const jwtSecret = env.JWT_SECRET ?? persistentSecret(dataDir);
  return {
    env: env.NODE_ENV,
    mode,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    publicUrl,
    jwtSecret,
    seedDemo: env.SEED_DEMO ?? mode === 'demo',
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    emailLimits: { requestsPerIp: env.EMAIL_REQUESTS_MAX_PER_IP, signUpsPerIp: env.SIGN_UPS_MAX_PER_IP },
    loginLimits: {
      perAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: env.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: env.LOGIN_WINDOW_MINUTES,
    },
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : null,
    supportEmail: env.SUPPORT_EMAIL,
    captcha: { cost: env.CAPTCHA_COST, maxNumber: env.CAPTCHA_MAX_NUMBER },
    uploadQuotaMb: env.UPLOAD_QUOTA_MB,
    partnerRedirects: { innovate: env.PARTNER_INNOVATE_URL ?? null, screps: env.PARTNER_SCREPS_URL ?? null },
    email: env.SMTP_URL
      ? { kind: 'smtp', url: env.SMTP_URL, from: emailFrom }
      : { kind: 'outbox', from: emailFrom },
    sms: smsConfig(env),
    storage: storageConfig(env, dataDir),
    maps: mapsConfig(env),
    addressLookupsPerIp: env.ADDRESS_LOOKUPS_MAX_PER_IP,
    mapTiles: env.MAP_TILE_URL ? { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION } : null,
    devTools,
    instagram: instagramConfig(env, jwtSecret, devTools),
    stripe: stripeConfig(env),
    paymentsSandbox: env.PAYMENTS_SANDBOX ?? mode === 'demo',
    chat: {
      redisUrl: env.REDIS_URL ?? null,
      origins: [new URL(publicUrl).origin],
      loopbackOrigins: mode === 'demo' && isLoopbackHost(env.HOST),
    },
    social: {
      google: socialProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, {
        authUrl: env.GOOGLE_AUTH_URL,
        tokenUrl: env.GOOGLE_TOKEN_URL,
        userInfoUrl: env.GOOGLE_USERINFO_URL,
        scope: 'openid email profile',
      }),
      facebook: socialProvider(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET, {
        authUrl: env.FACEBOOK_AUTH_URL,
        tokenUrl: env.FACEBOOK_TOKEN_URL,
        userInfoUrl: env.FACEBOOK_USERINFO_URL,
        scope: 'email,public_profile',
      }),
    },
    partnerClients: partnerClients(env, publicUrl, devTools),
  };
}
