import { AuditLog } from '../src/modules/admin/audit-log';
import { AssetRegistry } from '../src/modules/ledger/assets';
import { Ledger } from '../src/modules/ledger/ledger';
import { SettingsService } from '../src/modules/settings/settings-service';
import { OrderTips } from '../src/modules/tips/tips-service';
import { BalanceService } from '../src/modules/wallet/balance-service';
import { WithdrawService } from '../src/modules/wallet/withdraw-service';
import type { TestApp } from './test-app';

/** The withdraw service as the app builds it, with codes that always pass: withdrawals made without the send-code step. */
export function withdrawServiceWithoutCodes(t: Pick<TestApp, 'database' | 'clock' | 'config'>): WithdrawService {
  const db = t.database.db;
  const assets = new AssetRegistry(db);
  const ledger = new Ledger(t.clock);
  const settings = new SettingsService(db, t.clock);
  const books = { assets, ledger, settings };
  const balances = new BalanceService(db, t.clock, books, t.config.timeZone);
  const codes = { check: async () => 1n, consume: async () => undefined };
  return new WithdrawService(db, t.clock, books, balances, new AuditLog(db, t.clock), codes, new OrderTips(db, t.clock));
}
