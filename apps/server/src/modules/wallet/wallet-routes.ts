import { addressBookApi } from '@mcc/contract/address-book';
import { fundApi } from '@mcc/contract/fund';
import type { FastifyPluginAsync } from 'fastify';
import { moneyRoute, route } from '../../platform/http/routes';
import type { AssetRegistry } from '../ledger/assets';
import type { AddressAddedNotice } from './address-added-notice';
import type { AddressBookService } from './address-book-service';
import type { BalanceService } from './balance-service';
import type { RechargeService } from './recharge-service';
import type { TransferService } from './transfer-service';
import type { WithdrawService } from './withdraw-service';

export interface WalletRoutesOptions {
  assets: AssetRegistry;
  balances: BalanceService;
  transfers: TransferService;
  recharges: RechargeService;
  withdrawals: WithdrawService;
  addressBook: AddressBookService;
  /** Tells the member of each address saved to their book. */
  addressAdded: AddressAddedNotice;
}

/** The members' money calls (registered in the members' scope). */
export const walletRoutes: FastifyPluginAsync<WalletRoutesOptions> = async (app, o) => {
  route(app, fundApi.balance, async (_, request) => o.balances.balances(request.member.userId));
  route(app, fundApi.wallet, async (_, request) => o.balances.wallet(request.member.userId));
  for (const [wallet, detail, code] of [
    [fundApi.usdt, fundApi.usdtDetail, 'USDT'],
    [fundApi.mcc, fundApi.mccDetail, 'MCC'],
  ] as const) {
    route(app, wallet, async (_, request) => o.balances.assetWallet(request.member.userId, await o.assets.require(code)));
    route(app, detail, async (query, request) =>
      o.balances.details(request.member.userId, await o.assets.require(code), query, request.language),
    );
  }

  route(app, fundApi.recipient, async (query, request) => o.transfers.preview(request.member.userId, query.to));
  moneyRoute(app, fundApi.transfer, o.transfers.transfer);

  moneyRoute(app, fundApi.recharge, o.recharges.claim);
  route(app, fundApi.withdrawInfo, async (query, request) => o.withdrawals.info(request.member.userId, query.asset));
  moneyRoute(app, fundApi.withdraw, o.withdrawals.request);
  moneyRoute(app, fundApi.withdrawCancel, o.withdrawals.cancel);
  // The member's own recharges and withdrawals: a list newest first, and one by id.
  for (const [log, detail, records] of [
    [fundApi.rechargeLog, fundApi.rechargeDetail, o.recharges.records],
    [fundApi.withdrawLog, fundApi.withdrawDetail, o.withdrawals.records],
  ] as const) {
    route(app, log, async (query, request) => records.list(request.member.userId, query, request.language));
    route(app, detail, async (query, request) => records.detail(request.member.userId, BigInt(query.id), request.language));
  }

  // The withdrawal address book. Adding an address is checked first, then the pay password and, when
  // the member has it on, the second factor (as a withdrawal checks them), so a malformed address
  // never spends a pay-password try.
  route(app, addressBookApi.addresses, async (_, request) => o.addressBook.list(request.member.userId));
  route(app, addressBookApi.addressAdd, async (body, request) => {
    const { userId } = request.member;
    const plan = await o.addressBook.planAdd(userId, body);
    await app.platform.payPasswords.verify(userId, body.paypwd);
    await app.platform.secondFactor.verify(userId, body.totp, request.ip);
    const saved = await o.addressBook.add(plan);
    await o.addressAdded.send(userId, saved, request.language);
    return saved;
  });
  route(app, addressBookApi.addressDelete, async (body, request) => o.addressBook.remove(request.member.userId, BigInt(body.id)));
  route(app, addressBookApi.addressOnlySaved, async (body, request) => o.addressBook.setOnlySaved(request.member.userId, body.on));
};
