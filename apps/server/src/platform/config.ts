import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const DEFAULT_SECRET = 'mcc-demo-secret-change-me';

/** Set together to store uploads in an S3-compatible store; S3_PUBLIC_URL is optional on top of them. */
const s3Variables = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    MCC_MODE: z.enum(['demo', 'production']).default('demo'),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    CODE_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).default(10),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//)
      .optional(),
    REDIS_PREFIX: z.string().min(1).max(40).default('mcc:'),
    SECRET: z.string().min(16).default(DEFAULT_SECRET),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('MCC <no-reply@mcc.local>'),
    SMS_PROVIDER_URL: z.string().optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' }).optional(),
    /** Demo only, without PUBLIC_URL: the hosts (besides loopback) wallet sign-in messages may name, comma-separated. */
    SIGN_IN_HOSTS: z.string().default(''),
    TIME_ZONE: z.string().default('Asia/Shanghai'),
    TRUST_PROXY: z.string().default(''),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** on: every answer is also encoded by its zod schema and compared with the compiled serializer's (tests and journeys). */
    RESPONSE_CHECK: z.enum(['on', 'off']).default('off'),
    WEB_DIST: z.string().optional(),
    ADMIN_DIST: z.string().optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a valid bucket name')
      .optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'S3_PUBLIC_URL must be an http(s) URL' }).optional(),
    /** How often the deposit watcher reads the configured chains (ms). */
    CHAIN_POLL_MS: z.coerce.number().int().min(200).max(600_000).default(5000),
    /** Hot wallet keys that pay withdrawals on chain: `<chain id>:<0x private key>[,…]`. Never stored, never logged. */
    CHAIN_HOT_KEYS: z.string().optional(),
    LOG_BUFFER_BYTES: z.coerce.number().int().min(0).max(1_048_576).default(4096),
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    /** A member session unused this many days ends (the idle timeout). */
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(30).default(7),
    GROUP_COMMIT_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
    /** The bearer token Prometheus sends to GET /metrics; unset, /metrics does not exist (404). */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** The Web Push VAPID pair (base64url); unset, a pair is made on first use and stored in the database. */
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    /** The contact push services see in each push (mailto: or https:); default: PUBLIC_URL, else MAIL_FROM's address. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
      .optional(),
    /** Hosts pushes may go to (comma list, `*.example.com` for subdomains); unset: any host with public addresses only. */
    PUSH_ALLOWED_HOSTS: z.string().optional(),
    /** How often each process looks for pushes to send (ms). */
    PUSH_POLL_MS: z.coerce.number().int().min(200).max(600_000).default(2000),
  })
  .superRefine((env, ctx) => {
    // Half an S3 setting is a mistake, not a choice: without this, uploads would quietly stay on the local disk.
    const s3Set = [...s3Variables, 'S3_PUBLIC_URL' as const].filter((name) => env[name] !== undefined);
    if (s3Set.length > 0 && s3Variables.some((name) => env[name] === undefined)) {
      for (const name of s3Variables.filter((n) => env[n] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `${name} is needed with ${s3Set.join(', ')} (S3 settings are all or none)` });
      }
    }
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      const missing = env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together' });
    }
    if (env.MCC_MODE !== 'production') return;
    if (env.SECRET === DEFAULT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SECRET'], message: 'production needs a SECRET of its own' });
    }
    if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'production needs SMTP_URL' });
    if (!env.SMS_PROVIDER_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER_URL'], message: 'production needs SMS_PROVIDER_URL' });
    }
    // Wallet sign-in messages name the site's domain; production never takes it from a request's Host header.
    if (!env.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'production needs PUBLIC_URL' });
  });

export type Env = z.infer<typeof schema>;

export interface Config {
  port: number;
  host: string;
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
  dataDir: string;
  mode: 'demo' | 'production';
  adminPassword?: string;
  codeIpHourlyLimit: number;
  redisUrl?: string;
  /** Prefix of every Redis key, so several deployments or test runs can share one Redis. */
  redisPrefix: string;
  secret: string;
  smtpUrl?: string;
  mailFrom: string;
  smsProviderUrl?: string;
  publicUrl?: string;
  /** Demo without PUBLIC_URL: hosts besides loopback that wallet sign-in serves (lower-case, port included when given). */
  signInHosts: string[];
  timeZone: string;
  rateLimitPerMinute: number;
  /** Which proxies may set X-Forwarded-For: false (none), a hop count, or addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  logLevel: Env['LOG_LEVEL'];
  /** Check each answer against its schema and the compiled serializer against zod (RESPONSE_CHECK=on). */
  checkResponses: boolean;
  webDist: string;
  adminDist: string;
  /** Where uploads go when set; unset keeps them under DATA_DIR/uploads. */
  s3?: S3Config;
  /** How often the deposit watcher reads the configured chains (ms). */
  chainPollMs: number;
  /** CHAIN_HOT_KEYS as given (parsed by the chain module); a secret like SECRET. */
  chainHotKeys?: string;
  /** Log lines are written in chunks of about this many bytes, asynchronously; 0 writes each line at once. */
  logBufferBytes: number;
  /** How long a process trusts a token it looked up (revocations reach every process at once anyway); 0 looks up every request. */
  sessionCacheSeconds: number;
  /** A member session (and its "stay signed in" cookie) unused this many days ends. */
  sessionIdleDays: number;
  /** At most this many money POSTs commit in one transaction; 1 commits each alone (PostgreSQL's default). */
  groupCommitSize: number;
  /** METRICS_TOKEN: with it GET /metrics answers a scrape that sends it as a bearer token; a secret like SECRET. */
  metricsToken?: string;
  /** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when both are set; VAPID_PRIVATE_KEY is a secret like SECRET. */
  vapidKeys?: { publicKey: string; privateKey: string };
  vapidSubject: string;
  /** PUSH_ALLOWED_HOSTS as given (parsed by the push module). */
  pushAllowedHosts?: string;
  pushPollMs: number;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL the stored objects are shown from (a CDN or public bucket URL); unset = endpoint/bucket. */
  publicUrl?: string;
}

/** The folder holding the workspaces' package.json, found from this file whether it runs from source or from the bundle. */
function findRepoRoot(): string {
  let dir = import.meta.dirname;
  while (path.dirname(dir) !== dir) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

const repoRoot = findRepoRoot();

/** `TRUST_PROXY`: empty = trust no proxy (the client IP is the socket's), `true`, a hop count, or a comma list of addresses/CIDRs. */
function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The VAPID contact by default: the public https URL, else the sender address of MAIL_FROM. */
function vapidSubjectOf(publicUrl: string | undefined, mailFrom: string): string {
  if (publicUrl?.startsWith('https://')) return publicUrl;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (/^[^\s@]+@[^\s@]+$/.test(mailFrom) ? mailFrom : 'no-reply@mcc.local');
  return `mailto:${address}`;
}

/** Reads and checks the process settings; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most twelve-factor tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL ? { dialect: 'postgres', url: e.DATABASE_URL } : { dialect: 'sqlite', file: path.join(dataDir, 'mcc.sqlite') },
    dataDir,
    mode: e.MCC_MODE,
    adminPassword: e.ADMIN_PASSWORD,
    codeIpHourlyLimit: e.CODE_IP_HOURLY_LIMIT,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    secret: e.SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsProviderUrl: e.SMS_PROVIDER_URL,
    publicUrl: e.PUBLIC_URL,
    signInHosts: e.SIGN_IN_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    timeZone: e.TIME_ZONE,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    checkResponses: e.RESPONSE_CHECK === 'on',
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    adminDist: path.resolve(e.ADMIN_DIST ?? path.join(repoRoot, 'apps/admin/dist')),
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    chainPollMs: e.CHAIN_POLL_MS,
    chainHotKeys: e.CHAIN_HOT_KEYS,
    logBufferBytes: e.LOG_BUFFER_BYTES,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    // Money effects arriving together commit together, at most 64 at once (1: each alone). See docs/ledger.md.
    groupCommitSize: e.GROUP_COMMIT_SIZE ?? 64,
    // A member's money POST reads its key, pay-password state and parties in one query (0: one by one, as before).
    metricsToken: e.METRICS_TOKEN,
    vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? vapidSubjectOf(e.PUBLIC_URL, e.MAIL_FROM),
    pushAllowedHosts: e.PUSH_ALLOWED_HOSTS,
    pushPollMs: e.PUSH_POLL_MS,
  };
}
