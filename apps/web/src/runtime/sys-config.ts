import { commonApi, type SysConfig } from '@mcc/contract/common';
import { call } from './request';
import { getStorageSync, setStorageSync } from './storage';

export const SYS_CONFIG_KEY = 'sysConfig';

/** Fetches the public settings (silently) and keeps them under `sysConfig` when the call succeeds. */
export async function refreshSysConfig(): Promise<void> {
  try {
    const config = await call(commonApi.sysConfig, {}, { silent: true });
    setStorageSync(SYS_CONFIG_KEY, config);
  } catch {
    // keep what was stored; the request layer already logged or toasted
  }
}

export function storedSysConfig(): Partial<SysConfig> {
  const stored = getStorageSync<SysConfig>(SYS_CONFIG_KEY);
  return stored && typeof stored === 'object' ? stored : {};
}

/** uni-app's onShow: the first load and every return to a visible tab. */
export function fetchSysConfigOnEveryShow(doc: Document = document): () => void {
  void refreshSysConfig();
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void refreshSysConfig();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => doc.removeEventListener('visibilitychange', onVisibility);
}
