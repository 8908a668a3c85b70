import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { consolePost, ok, operatorToken } from './api';
import { screenPath } from './members';

export { consolePost, operatorToken };

import { solidPng } from './png';
import { fundByRecharge, type Member, memberPost, PAYPWD, registerMember, signIn } from './wallet';

// Steps shared by the NFT journeys (nft-*.spec.ts). Members are registered fresh and funded by a
// recharge the operator confirms; the catalogues the journeys need are made through the console's
// API, so no journey depends on the demo's random draws or on another journey's data.

export function memberGet<T>(request: APIRequestContext, member: Member, path: string): Promise<T> {
  return ok<T>(request.get(path, { headers: { token: member.token } }), path);
}

let shade = 0;
async function image(request: APIRequestContext, token: string): Promise<number> {
  shade = (shade + 53) % 256;
  const png = solidPng(32, 32, [shade, 255 - shade, (shade * 7) % 256]);
  const data = await ok<{ id: number }>(
    request.post('/admin/api/nft/image', {
      headers: { token },
      multipart: { file: { name: 'art.png', mimeType: 'image/png', buffer: png } },
    }),
    'image',
  );
  return data.id;
}

const text = (en: string) => ({ 'zh-Hans': en, en, ja: en, 'zh-Hant': en });

export interface JourneyCatalogue {
  collectionId: number;
  boxId: number;
  recipeId: number;
  name: string;
}

/** A collection with an N and an R design, a box that only gives N (so every box is known), and the N → R recipe at `chance`. */
export async function journeyCatalogue(request: APIRequestContext, chance: string): Promise<JourneyCatalogue> {
  const token = await operatorToken(request);
  const name = `Journey ${Date.now() % 1_000_000}`;
  const cover = await image(request, token);
  const { id: collectionId } = await consolePost<{ id: number }>(request, token, '/admin/api/nft/collection/save', {
    name: text(name),
    description: text('Made by a journey'),
    image_id: cover,
    royalty_percent: '5',
    royalty_uid: null,
    enabled: true,
    sort_order: 99,
  });
  const items: Record<string, number> = {};
  for (const tier of ['N', 'R']) {
    const { id } = await consolePost<{ id: number }>(request, token, '/admin/api/nft/item/save', {
      collection_id: collectionId,
      name: text(`${name} ${tier}`),
      description: text(`A ${tier} piece`),
      image_id: await image(request, token),
      tier,
      supply: 100,
      attributes: [{ name: 'Made by', value: 'journey' }],
    });
    items[tier] = id;
  }
  const { id: boxId } = await consolePost<{ id: number }>(request, token, '/admin/api/nft/box/save', {
    name: text(`${name} box`),
    description: text('Only N'),
    image_id: cover,
    price: '1',
    enabled: true,
    sort_order: 99,
    odds: [{ tier: 'N', ppm: 1_000_000 }],
    prizes: [{ item_id: items.N, stock: 50 }],
  });
  const { id: recipeId } = await consolePost<{ id: number }>(request, token, '/admin/api/nft/recipe/save', {
    collection_id: collectionId,
    from_tier: 'N',
    inputs: 3,
    chance_percent: chance,
    enabled: true,
  });
  return { collectionId, boxId, recipeId, name };
}

export async function setRecipeChance(request: APIRequestContext, catalogue: JourneyCatalogue, chance: string): Promise<void> {
  await consolePost(request, await operatorToken(request), '/admin/api/nft/recipe/save', {
    id: catalogue.recipeId,
    collection_id: catalogue.collectionId,
    from_tier: 'N',
    inputs: 3,
    chance_percent: chance,
    enabled: true,
  });
}

/** A fresh member with a pay password and `usdt` USDT. */
export async function fundedMember(request: APIRequestContext, usdt: string): Promise<Member> {
  const member = await registerMember(request, { payPassword: true });
  await fundByRecharge(request, member, usdt, solidPng(16, 16, [30, 160, 90]));
  return member;
}

/** A `fundedMember`, signed in on `page`. */
export async function signedInFundedMember(page: Page, request: APIRequestContext, usdt: string): Promise<Member> {
  const member = await fundedMember(request, usdt);
  await signIn(page, member);
  return member;
}

/** Opens `count` boxes through the API; returns the NFTs drawn. */
export async function openBoxes(request: APIRequestContext, member: Member, boxId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const opened = await memberPost<{ item: { id: number } }>(request, member, '/api/nft/box/open', { box_id: boxId, paypwd: PAYPWD });
    ids.push(opened.item.id);
  }
  return ids;
}

/** Checks through the API that each of the member's NFTs `ids` is burned. */
export async function expectBurned(request: APIRequestContext, member: Member, ids: number[]): Promise<void> {
  for (const id of ids) {
    const burned = await memberGet<{ state: string }>(request, member, `/api/nft/detail?id=${id}`);
    expect(burned.state).toBe('burned');
  }
}

/** A full-page screenshot under artifacts/screens/nft-<name>.png, from the top, once no toast covers the page. */
export async function nftShot(page: Page, name: string): Promise<void> {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: screenPath(`nft-${name}`), fullPage: true });
}
