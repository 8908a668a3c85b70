import type { DailyJob } from '../../platform/daily-job';
import type { EventBus } from '../../platform/events/event-bus';
import { auctionDailyJob } from '../auction/auction-module';
import { CoinmixJobs } from '../coinmix/coinmix-jobs';
import { CoinmixSettlement } from '../coinmix/coinmix-settlement';
import { LedgerVerifyJob, type VerifyLog } from '../ledger/verify-runs';
import { LiabilitiesJob } from '../liabilities/liabilities-job';
import { PledgeJobs, type PledgeJobsDeps } from '../pledge/pledge-jobs';
import { DailyJobs } from './daily-jobs';

/** What the daily jobs run with: what staking's jobs need (their batch size aside), and the server's live stream and log. */
export interface DailyJobsDeps extends Omit<PledgeJobsDeps, 'batch'> {
  /** The live stream's bus, when the jobs run inside a server (closes are announced on it). */
  events?: EventBus;
  onPublishError?: (error: unknown) => void;
  /** Where the daily ledger:verify reports differences it finds. */
  log?: VerifyLog;
}

/** The daily jobs run together, one after another within each day. */
export function createDailyJobs(deps: DailyJobsDeps): DailyJobs {
  return new DailyJobs(deps.db, deps.clock, deps.timeZone, dailyJobList(deps));
}

/** Every daily job of the product, in the order they run within a day. A module with a daily job adds it here. */
export function dailyJobList(deps: DailyJobsDeps): DailyJob[] {
  const { db, clock, timeZone, ledger, assets, tips, settings } = deps;
  return [
    new PledgeJobs({ db, clock, timeZone, ledger, assets, tips, settings }),
    new CoinmixJobs({ db, clock, timeZone, ledger, settings, settlement: new CoinmixSettlement(db, clock, ledger) }),
    auctionDailyJob({ db, clock, ledger, assets, settings, tips, timeZone, events: deps.events, onPublishError: deps.onPublishError }),
    // The day's root holds the day's earnings and maturities.
    new LiabilitiesJob({ db, clock }),
    // Last: the books as the day's work left them.
    new LedgerVerifyJob({ db, clock, log: deps.log }),
  ];
}
