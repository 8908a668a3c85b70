import { z } from 'zod';
import { uploadResponse } from './account';
import { getEndpoint, noQuery, postEndpoint } from './endpoint';
import { envelope } from './envelope';
import { moneyString } from './money';

/** Public settings every client reads on start (`GET /api/common/sysConfig`). */
export const sysConfig = z.object({
  site_name: z.string(),
  version: z.string(),
  version_code: z.number().int(),
  service_contact: z.string(),
  deposit_network: z.string(),
  deposit_address: z.string(),
  withdraw_fee: moneyString,
  withdraw_min: moneyString,
  withdraw_network: z.string(),
  withdraw_daily_limit: moneyString,
  recharge_min: moneyString,
  transfer_fee_usdt: moneyString,
  transfer_min_usdt: moneyString,
  transfer_fee_mcc: moneyString,
  transfer_min_mcc: moneyString,
  wallet_chain_id: z.number().int(),
  referral_share_level1: z.string(),
  referral_share_level2: z.string(),
  referral_share_level3: z.string(),
  languages: z.array(z.string()),
  default_language: z.string(),
  /** The server's VAPID public key for Web Push: base64url of an uncompressed P-256 point. */
  vapid_public_key: z.string(),
});
export type SysConfig = z.infer<typeof sysConfig>;
export const sysConfigResponse = envelope(sysConfig);

const partState = z.enum(['up', 'down']);

/** `ok` once the database answers; `parts` says which of the shared parts answer this process. */
export const healthResponse = z.object({
  ok: z.boolean(),
  parts: z.object({
    database: partState,
    /** `unused` when no REDIS_URL is set. */
    redis: z.enum(['up', 'down', 'unused']),
    /** What carries live events between processes, and whether it is up. */
    events: z.object({ via: z.enum(['redis', 'postgres', 'process']), state: partState }),
    /** Rate limits and code cooldowns: shared by every process (Redis) or counted by each alone. */
    limits: z.enum(['shared', 'per-process']),
  }),
});

/** Readiness: `ok` (HTTP 200) when this process may take traffic; otherwise 503 and why. */
export const readyResponse = z.object({
  ok: z.boolean(),
  /** `preparing` (migrations and set-up run), `closing` (shutting down) or `serving`. */
  state: z.enum(['preparing', 'closing', 'serving']),
  database: partState,
  redis: z.enum(['up', 'down', 'unused']),
});

/** The public settings, and the members' image upload (its multipart body is read by the server, not a schema). */
export const commonApi = {
  sysConfig: getEndpoint({
    path: '/api/common/sysConfig',
    summary: 'Public settings',
    tag: 'common',
    caller: 'public',
    query: noQuery,
    response: sysConfigResponse,
  }),
  upload: postEndpoint({
    path: '/api/common/upload',
    summary: 'Upload an image (multipart field `file`: JPG, PNG, WebP or GIF by content, at most 5 MB)',
    tag: 'common',
    caller: 'member',
    response: uploadResponse,
    fileField: 'file',
  }),
};
