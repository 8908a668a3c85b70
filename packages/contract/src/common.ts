import { z } from 'zod';
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
  languages: z.array(z.string()),
  default_language: z.string(),
});
export type SysConfig = z.infer<typeof sysConfig>;
export const sysConfigResponse = envelope(sysConfig);

export const healthResponse = z.object({ ok: z.boolean() });
