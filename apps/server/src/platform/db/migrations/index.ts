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
import * as operations from './0023-operations';
import * as signInFailures from './0024-sign-in-failures';
import * as liabilityLines from './0025-liability-lines';
import * as lotFeeRate from './0026-lot-fee-rate';
import * as push from './0029-push';
import * as totp from './0030-totp';
import * as memberSessions from './0031-member-sessions';
import * as memberSearch from './0032-member-search';
import * as liabilityNodes from './0033-liability-nodes';
import * as teamClosure from './0034-team-closure';
import * as uploadQuota from './0035-upload-quota';
import * as operatorTotp from './0036-operator-totp';
import * as withdrawAddresses from './0037-withdraw-addresses';
import * as antiPhishing from './0038-anti-phishing';
import * as teamStakes from './0039-team-stakes';
import * as memberHistoryIndexes from './0040-member-history-indexes';
import * as liabilityBuilds from './0041-liability-builds';
import * as referralRewardPages from './0042-referral-reward-pages';
import * as auctionConsoleIndexes from './0043-auction-console-indexes';
import * as memberStatusIndex from './0044-member-status-index';
import * as nftCoinmixListIndexes from './0045-nft-coinmix-list-indexes';
import * as consoleListIndexes from './0046-console-list-indexes';

/**
 * Every migration in order. A new one is appended here with the next number; a released one never
 * changes the statements it sends (statements.json holds their fingerprints).
 */
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
  '0023-operations': operations,
  '0024-sign-in-failures': signInFailures,
  '0025-liability-lines': liabilityLines,
  '0026-lot-fee-rate': lotFeeRate,
  '0029-push': push,
  '0030-totp': totp,
  '0031-member-sessions': memberSessions,
  '0032-member-search': memberSearch,
  '0033-liability-nodes': liabilityNodes,
  '0034-team-closure': teamClosure,
  '0035-upload-quota': uploadQuota,
  '0036-operator-totp': operatorTotp,
  '0037-withdraw-addresses': withdrawAddresses,
  '0038-anti-phishing': antiPhishing,
  '0039-team-stakes': teamStakes,
  '0040-member-history-indexes': memberHistoryIndexes,
  '0041-liability-builds': liabilityBuilds,
  '0042-referral-reward-pages': referralRewardPages,
  '0043-auction-console-indexes': auctionConsoleIndexes,
  '0044-member-status-index': memberStatusIndex,
  '0045-nft-coinmix-list-indexes': nftCoinmixListIndexes,
  '0046-console-list-indexes': consoleListIndexes,
};
