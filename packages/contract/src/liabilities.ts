import { z } from 'zod';
import { consoleEndpoint, endpointGroup, noQuery } from './endpoint';
import { envelope } from './envelope';
import { amountInput, moneyString } from './money';
import { paged, pageQuery } from './records';
import { assetCode, unixSeconds } from './scalars';

// The liabilities proof (docs/liabilities.md): once a day a Merkle tree of every member's balances
// (packages/contract/src/merkle.ts); members read the published root and totals and fetch their own
// inclusion proof; the console lists the roots and sets the custody the operator declares per asset
// against the liabilities, asset by asset.

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An amount of one asset; `amount` has every decimal of the asset ("12.500000"). */
export const assetAmount = z.object({ asset: z.string(), amount: moneyString });

/**
 * What the platform owes members of an asset, line by line: `members` is every member's ledger
 * accounts (spendable, locked, pledged, the coin-mix wallet, subscriptions waiting for their NAV,
 * units waiting for redemption); `auction_escrow` the winning bids held until the order settles (owed
 * to the seller, or back to the buyer); `fund_custody` the USDT the coin-mix fund holds for the members'
 * units (their claim is published as CMU units, this is what backs them).
 */
export const liabilityLineKind = z.enum(['members', 'auction_escrow', 'fund_custody']);
export type LiabilityLineKind = z.infer<typeof liabilityLineKind>;
export const liabilityLine = z.object({ asset: z.string(), line: liabilityLineKind, amount: moneyString });
export type LiabilityLine = z.infer<typeof liabilityLine>;

/** What a member's balance of an asset in their leaf is made of (shown, not hashed). */
export const leafPartKind = z.enum(['accounts', 'fund_subscriptions', 'fund_redemptions', 'auction_escrow']);
export type LeafPartKind = z.infer<typeof leafPartKind>;
export const leafPart = z.object({ asset: z.string(), part: leafPartKind, amount: moneyString });

/** A published root: the day it stands for, the tree's root, how many members it holds and what they hold in total. */
export const publishedRoot = z.object({
  day,
  root: hex64,
  leaf_count: z.number().int(),
  /** Per asset, in asset-code order: everything owed to members of it, the sum of its `lines`. */
  totals: z.array(assetAmount),
  /** Each total's lines, in asset-code order (empty for roots published before lines existed). */
  lines: z.array(liabilityLine),
  /** Unix seconds of the snapshot the tree was built from. */
  taken_at: unixSeconds,
});
export type PublishedRoot = z.infer<typeof publishedRoot>;

// GET /api/liabilities/latest → the newest published root, null before the first.
export const latestRootResponse = envelope(publishedRoot.nullable());

export const proofStep = z.object({ side: z.enum(['left', 'right']), hash: hex64 });

// GET /api/liabilities/proof → the member's own leaf and the path to the newest root.
export const liabilityProof = z.object({
  day,
  root: hex64,
  leaf_count: z.number().int(),
  taken_at: unixSeconds,
  /** What the leaf hashes: the member's secret salt, their UID, their balance per asset at the snapshot. */
  leaf: z.object({ salt: hex64, uid: z.string(), balances: z.array(assetAmount) }),
  /** What each balance is made of (the parts add up to it; zero parts left out). */
  parts: z.array(leafPart),
  /** What the server computed for the leaf; the page recomputes it and does not trust this. */
  leaf_hash: hex64,
  /** Position among the leaves sorted by digest, from 0. */
  index: z.number().int(),
  /** Siblings from the leaf up to the root. */
  path: z.array(proofStep),
});
export type LiabilityProof = z.infer<typeof liabilityProof>;
export const liabilityProofResponse = envelope(liabilityProof);

// ---- Console ----

export const adminRoot = publishedRoot.extend({ id: z.number().int() });
export type AdminRoot = z.infer<typeof adminRoot>;

/** One asset's solvency: custody the operator declared against what members hold by the newest root. */
export const solvencyLine = z.object({
  asset: z.string(),
  /** Everything owed to members in the newest root ("0" before the first): the sum of `lines`. */
  liabilities: moneyString,
  lines: z.array(z.object({ line: liabilityLineKind, amount: moneyString })),
  /** The latest declaration; null when none was made. */
  custody: moneyString.nullable(),
  /** custody − liabilities: negative means members are owed more than is held. Null without a declaration. */
  difference: moneyString.nullable(),
  note: z.string(),
  declared_by: z.string().nullable(),
  declared_at: unixSeconds.nullable(),
});
export type SolvencyLine = z.infer<typeof solvencyLine>;
export const solvency = z.object({
  /** The newest root's day and root; null before the first. */
  day: day.nullable(),
  root: hex64.nullable(),
  list: z.array(solvencyLine),
});
export type Solvency = z.infer<typeof solvency>;

// POST /admin/api/liabilities/custody: the custody now held of one asset (wallets, banks), with a note on where.
export const custodyBody = z.strictObject({
  asset: assetCode,
  /** Whole units with up to the asset's decimals; 0 allowed. */
  amount: amountInput,
  note: z.string().trim().max(500).default(''),
});
export type CustodyBody = z.input<typeof custodyBody>;

// ---- The calls ----

const member = endpointGroup({ tag: 'liabilities', caller: 'member' });

export const liabilitiesApi = {
  latest: member.get({
    path: '/api/liabilities/latest',
    summary: "The newest published root of members' balances, with the totals per asset (null before the first)",
    query: noQuery,
    response: latestRootResponse,
  }),
  proof: member.get({
    path: '/api/liabilities/proof',
    summary: "The member's own leaf in the newest root and the sibling path to verify it",
    query: noQuery,
    response: liabilityProofResponse,
  }),
};

export const adminLiabilitiesApi = {
  roots: consoleEndpoint.get({
    path: '/admin/api/liabilities/roots',
    summary: 'Every published root, newest first',
    permission: 'ledger.read',
    query: pageQuery,
    response: envelope(paged(adminRoot)),
  }),
  solvency: consoleEndpoint.get({
    path: '/admin/api/liabilities/solvency',
    summary: 'Custody declared against members’ liabilities, per asset',
    permission: 'ledger.read',
    query: noQuery,
    response: envelope(solvency),
  }),
  custody: consoleEndpoint.post({
    path: '/admin/api/liabilities/custody',
    summary: 'Declares the custody held of one asset (audit-logged)',
    permission: 'finance.approve',
    body: custodyBody,
    response: envelope(solvencyLine),
  }),
};
