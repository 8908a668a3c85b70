import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { fundedMember, openBoxes } from './nft';
import { type Member, memberPost } from './wallet';

/** A member, funded with 20 USDT, opens a box and puts the NFT drawn (`tokenId`) up for auction from 5 USDT for an hour. */
export async function memberLot(request: APIRequestContext): Promise<{ seller: Member; tokenId: number; lot: { id: number } }> {
  const seller = await fundedMember(request, '20');
  const [tokenId] = await openBoxes(request, seller, 1, 1);
  if (tokenId === undefined) throw new Error('the box gave no NFT');
  const lot = await memberPost<{ id: number }>(request, seller, '/api/auction/add', {
    token_id: tokenId,
    start_price: '5',
    ends_at: Math.floor(Date.now() / 1000) + 3600,
  });
  return { seller, tokenId, lot };
}

/** Waits until the first of `images` has loaded, `width` pixels wide as drawn (not only its tag in the page). */
export async function expectImageLoaded(images: Locator, width: number): Promise<void> {
  await expect.poll(() => images.first().evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(width);
}

/**
 * The day the auction journeys run the daily jobs for: two days ahead in UTC, so at most the day
 * after tomorrow wherever the server's day is, and under 72 hours away. A run through it closes
 * every lot that has ended.
 */
export function jobsDay(): string {
  return new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
}
