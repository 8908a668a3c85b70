import { accountApi } from './account';
import { addressBookApi } from './address-book';
import { adminApi, adminSignInApi } from './admin';
import { adminAuctionApi } from './admin-auction';
import { adminCoinmixApi } from './admin-coinmix';
import { adminFundApi } from './admin-fund';
import { adminMarketApi } from './admin-market';
import { adminNftApi } from './admin-nft';
import { adminSupportApi } from './admin-support';
import { adminTotpApi, adminTotpSignInApi } from './admin-totp';
import { antiPhishingApi } from './anti-phishing';
import { auctionApi } from './auction';
import { adminChainApi, chainApi } from './chain';
import { coinmixApi } from './coinmix';
import { commonApi } from './common';
import { adminContentApi, contentApi } from './content';
import type { Endpoint } from './endpoint';
import { fundApi } from './fund';
import { adminLiabilitiesApi, liabilitiesApi } from './liabilities';
import { marketApi } from './market';
import { nftApi } from './nft';
import { adminNoticeApi, noticeApi } from './notice';
import { opsApi } from './ops';
import { adminPledgeApi, jobsApi, pledgeApi } from './pledge';
import { pushApi } from './push';
import { securityApi } from './security';
import { streamApi } from './stream';
import { teamApi } from './team';
import { tipsApi } from './tips';
import { totpApi } from './totp';
import { userIndexApi } from './user-index';

// Every call's name: its area here and its key in the area's descriptors, `fund` + `transfer` =
// `fundTransfer`. The OpenAPI document gives it as the operation's `operationId`, so a client
// generated from the document calls `fundTransfer` as our own clients call `fundApi.transfer`.
// A new group of descriptors is added here; the OpenAPI test fails for a call without a name.

/** The descriptors of each area. Two groups may share an area while their keys differ. */
export const apiAreas: Record<string, ReadonlyArray<Record<string, Endpoint>>> = {
  account: [accountApi, userIndexApi, securityApi],
  totp: [totpApi],
  antiPhishing: [antiPhishingApi],
  fund: [fundApi, addressBookApi],
  chain: [chainApi],
  market: [marketApi],
  pledge: [pledgeApi],
  coinmix: [coinmixApi],
  nft: [nftApi],
  auction: [auctionApi],
  team: [teamApi],
  notice: [noticeApi],
  content: [contentApi],
  common: [commonApi],
  liabilities: [liabilitiesApi],
  stream: [streamApi],
  tips: [tipsApi],
  push: [pushApi],
  admin: [adminSignInApi, adminApi],
  adminTotp: [adminTotpSignInApi, adminTotpApi],
  adminFund: [adminFundApi],
  adminChain: [adminChainApi],
  adminMarket: [adminMarketApi],
  adminPledge: [adminPledgeApi],
  adminJobs: [jobsApi],
  adminCoinmix: [adminCoinmixApi],
  adminNft: [adminNftApi],
  adminAuction: [adminAuctionApi],
  adminSupport: [adminSupportApi],
  adminNotice: [adminNoticeApi],
  adminContent: [adminContentApi],
  adminLiabilities: [adminLiabilitiesApi],
  adminOps: [opsApi],
};

function operationIds(): Map<Endpoint, string> {
  const ids = new Map<Endpoint, string>();
  const taken = new Set<string>();
  for (const [area, groups] of Object.entries(apiAreas)) {
    for (const group of groups) {
      for (const [key, endpoint] of Object.entries(group)) {
        const id = `${area}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
        if (taken.has(id)) throw new Error(`two calls are named ${id}`);
        taken.add(id);
        ids.set(endpoint, id);
      }
    }
  }
  return ids;
}

let names: Map<Endpoint, string> | undefined;

/** The call's name (`fundTransfer`), or undefined for a descriptor no area lists. */
export function operationIdOf(endpoint: Endpoint): string | undefined {
  names ??= operationIds();
  return names.get(endpoint);
}
