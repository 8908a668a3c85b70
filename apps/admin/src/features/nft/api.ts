import { type AdminCollection, type AdminImage, adminNftApi } from '@mcc/contract/admin-nft';
import type { InputOf } from '@mcc/contract/endpoint';
import { currentLanguage, t } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { callQuery, listQuery, useCallMutation } from '../../lib/queries';
import { getToken } from '../../lib/session';

// The console's NFT calls. Query keys start with 'nft'; every change refreshes them all.

export const collectionsQuery = callQuery(['nft', 'collections'], adminNftApi.collections, {});

/** The collections as a select's options: each by its English name. */
export const collectionOptions = (collections: AdminCollection[]) => collections.map((c) => ({ value: c.id, label: c.name.en }));

export const itemsQuery = (search: InputOf<typeof adminNftApi.items>) => listQuery(['nft', 'items', search], adminNftApi.items, search);

export { tokensQuery } from '../../lib/nft-tokens';

export const listingsQuery = (search: InputOf<typeof adminNftApi.listings>) =>
  listQuery(['nft', 'listings', search], adminNftApi.listings, search);

export const boxesQuery = callQuery(['nft', 'boxes'], adminNftApi.boxes, {});

export const drawsQuery = (search: InputOf<typeof adminNftApi.draws>) => listQuery(['nft', 'draws', search], adminNftApi.draws, search);

export const recipesQuery = callQuery(['nft', 'recipes'], adminNftApi.recipes, {});

type Writes = Pick<
  typeof adminNftApi,
  'saveCollection' | 'saveItem' | 'mint' | 'createListing' | 'cancelListing' | 'saveBox' | 'boxOdds' | 'restock' | 'saveRecipe'
>;

/** A console change; afterwards every NFT list and the dashboard are refreshed. */
export function useNftWrite<K extends keyof Writes>(name: K) {
  return useCallMutation(adminNftApi[name] as Writes[K], [['nft'], ['dashboard']]);
}

/** Uploads an image file (multipart `file`); the server checks its content and answers its id and SHA-256. */
export async function uploadNftImage(file: File): Promise<AdminImage> {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = { lang: currentLanguage() };
  const token = getToken();
  if (token) headers.token = token;
  let response: Response;
  try {
    response = await fetch(adminNftApi.image.path, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(-1, t('common.unreachable'), 0);
  }
  const payload = (await response.json().catch(() => ({}))) as { code?: number; msg?: string; data?: AdminImage };
  if (payload.code !== 1 || !payload.data) throw new ApiError(payload.code ?? 0, payload.msg || `HTTP ${response.status}`, response.status);
  return payload.data;
}

export { languages } from '../../lib/languages';

export const tiers = ['N', 'R', 'SR', 'SSR'] as const;
/** The tiers as a select's options. */
export const tierOptions = tiers.map((tier) => ({ value: tier, label: tier }));
export const tierColors: Record<string, string> = { N: 'default', R: 'blue', SR: 'purple', SSR: 'gold' };
