import type { Migration } from 'kysely';
import * as foundation from './0001-foundation';
import * as auditLog from './0002-audit-log';
import * as accounts from './0003-accounts';
import * as ledger from './0004-ledger';
import * as admin from './0005-admin';
import * as staking from './0006-staking';
import * as ledgerPost from './0007-ledger-post-function';
import * as journalIndexes from './0008-journal-indexes';
import * as market from './0009-market';
import * as nft from './0010-nft';
import * as coinmix from './0011-coinmix';
import * as auction from './0012-auction';
import * as chain from './0013-chain';
import * as contentPages from './0014-content-pages';
import * as auctionDeposit from './0015-auction-deposit';
import * as liabilities from './0016-liabilities';
import * as ledgerPostBatch from './0017-ledger-post-batch';

/** Every migration in order. A new one is appended here with the next number; a released one is never edited. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-audit-log': auditLog,
  '0003-accounts': accounts,
  '0004-ledger': ledger,
  '0005-admin': admin,
  '0006-staking': staking,
  '0007-ledger-post-function': ledgerPost,
  '0008-journal-indexes': journalIndexes,
  '0009-market': market,
  '0010-nft': nft,
  '0011-coinmix': coinmix,
  '0012-auction': auction,
  '0013-chain': chain,
  '0014-content-pages': contentPages,
  '0015-auction-deposit': auctionDeposit,
  '0016-liabilities': liabilities,
  '0017-ledger-post-batch': ledgerPostBatch,
};
