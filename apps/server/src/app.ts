import './platform/http/fastify-types';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { createServer, type ServerDeps } from './app-platform';
import { accountRoutes, signInRoutes } from './modules/account/account-routes';
import { AccountSecurity } from './modules/account/account-security';
import { AccountService } from './modules/account/account-service';
import { AntiPhishingService, AntiPhishingStamp } from './modules/account/anti-phishing-service';
import { codeRoutes } from './modules/account/code-routes';
import { CodeService } from './modules/account/code-service';
import { LoginGuard } from './modules/account/login-guard';
import { NewDeviceNotice } from './modules/account/new-device-notice';
import { outboxRoutes } from './modules/account/outbox-routes';
import { OutboxService } from './modules/account/outbox-service';
import { PayPasswordService } from './modules/account/pay-password-service';
import { RefreshTokens } from './modules/account/refresh-tokens';
import { startSecurityHold } from './modules/account/security-hold';
import { totpRoutes } from './modules/account/totp-routes';
import { TotpService } from './modules/account/totp-service';
import { walletRoutes } from './modules/account/wallet-routes';
import { WalletSignIn } from './modules/account/wallet-sign-in';
import { adminRoutes, adminSignInRoutes } from './modules/admin/admin-routes';
import { AuditLog } from './modules/admin/audit-log';
import { DashboardService } from './modules/admin/dashboard-service';
import { LoginThrottle } from './modules/admin/login-throttle';
import { MemberAdminService } from './modules/admin/member-admin-service';
import { OperatorService } from './modules/admin/operator-service';
import { ConsoleOutbox } from './modules/admin/outbox-reader';
import { SettingsAdminService } from './modules/admin/settings-admin-service';
import { AuctionSweeper } from './modules/auction/auction-jobs';
import { createAuctionModule } from './modules/auction/auction-module';
import { auctionAdminRoutes, auctionRoutes } from './modules/auction/auction-routes';
import { chainAdminRoutes, chainRoutes } from './modules/chain/chain-routes';
import { ChainScheduler } from './modules/chain/chain-scheduler';
import { ChainService } from './modules/chain/chain-service';
import { DepositWatcher } from './modules/chain/deposit-watcher';
import { HotWallet, parseHotKeys } from './modules/chain/hot-wallet';
import { createCoinmixModule } from './modules/coinmix/coinmix-module';
import { coinmixAdminRoutes, coinmixRoutes } from './modules/coinmix/coinmix-routes';
import { contentAdminRoutes, contentRoutes } from './modules/content/content-routes';
import { ContentService } from './modules/content/content-service';
import { healthRoutes } from './modules/health/health-routes';
import { createDailyJobs } from './modules/jobs/create-daily-jobs';
import { JobScheduler } from './modules/jobs/job-scheduler';
import { JobsConsole } from './modules/jobs/jobs-console';
import { jobsRoutes } from './modules/jobs/jobs-routes';
import { AssetRegistry } from './modules/ledger/assets';
import { Ledger } from './modules/ledger/ledger';
import { liabilitiesAdminRoutes, liabilitiesRoutes } from './modules/liabilities/liabilities-routes';
import { LiabilitiesService } from './modules/liabilities/liabilities-service';
import { MarketAdminService } from './modules/market/market-admin-service';
import { marketAdminRoutes, marketRoutes } from './modules/market/market-routes';
import { MarketService } from './modules/market/market-service';
import { createNftModule } from './modules/nft/nft-module';
import { nftAdminRoutes, nftRoutes } from './modules/nft/nft-routes';
import { noticeAdminRoutes, noticeRoutes } from './modules/notice/notice-routes';
import { NoticeService } from './modules/notice/notice-service';
import { opsRegistry } from './modules/ops/ops-metrics';
import { opsRoutes } from './modules/ops/ops-routes';
import { OpsService } from './modules/ops/ops-service';
import { memberFiguresOf } from './modules/pledge/member-figures';
import { pledgeAdminRoutes } from './modules/pledge/pledge-admin-routes';
import { PledgeAdminService } from './modules/pledge/pledge-admin-service';
import { pledgeRoutes } from './modules/pledge/pledge-routes';
import { PledgeService } from './modules/pledge/pledge-service';
import { parseAllowedHosts } from './modules/push/push-hosts';
import { checkVapidKeys, PushKeys } from './modules/push/push-keys';
import { pushRoutes } from './modules/push/push-routes';
import { PushSender } from './modules/push/push-sender';
import { PushService } from './modules/push/push-service';
import { settingsRoutes } from './modules/settings/settings-routes';
import { SettingsService } from './modules/settings/settings-service';
import { SysConfigService } from './modules/settings/sys-config-service';
import { supportRoutes } from './modules/support/support-routes';
import { SupportService } from './modules/support/support-service';
import { teamRoutes } from './modules/team/team-routes';
import { TeamService } from './modules/team/team-service';
import { tipsRoutes } from './modules/tips/tips-routes';
import { OrderTips } from './modules/tips/tips-service';
import { LocalDiskStorage } from './modules/upload/file-storage';
import { S3Storage } from './modules/upload/s3-storage';
import { uploadFileRoutes, uploadRoutes } from './modules/upload/upload-routes';
import { UploadService } from './modules/upload/upload-service';
import { AddressAddedNotice } from './modules/wallet/address-added-notice';
import { AddressBookGate, AddressBookService } from './modules/wallet/address-book-service';
import { BalanceService } from './modules/wallet/balance-service';
import { RechargeService } from './modules/wallet/recharge-service';
import { TransferService } from './modules/wallet/transfer-service';
import { walletRoutes as fundRoutes } from './modules/wallet/wallet-routes';
import { WithdrawService } from './modules/wallet/withdraw-service';
import { AdjustmentService } from './modules/wallet-admin/adjustment-service';
import { JournalService } from './modules/wallet-admin/journal-service';
import { walletAdminRoutes } from './modules/wallet-admin/wallet-admin-routes';
import { WalletAdminService } from './modules/wallet-admin/wallet-admin-service';
import { MemberSessions } from './platform/auth/member-sessions';
import { OperatorSessions } from './platform/auth/operator-sessions';
import { GroupCommit } from './platform/db/group-commit';
import { streamRoutes, streamTicketRoutes } from './platform/events/stream-routes';
import { StreamTickets } from './platform/events/stream-tickets';
import { sendEnvelope } from './platform/http/envelope';
import { HandlersRunning } from './platform/http/handlers-running';
import { memberScope } from './platform/http/member-auth';
import { platformMessages } from './platform/http/messages';
import { operatorScope } from './platform/http/operator-auth';
import { serveApps } from './platform/http/static-apps';
import { IdempotencyStore } from './platform/idempotency/idempotency-store';
import { createDelivery } from './platform/mail/create-delivery';
import { Outbox } from './platform/mail/outbox';
import { installMetrics } from './platform/metrics/metrics-plugin';
import { MoneyReads } from './platform/money-reads';
import { PeriodicPass } from './platform/periodic-pass';
import { Readiness } from './platform/readiness';
import { SecurityHoldCheck } from './platform/security-hold';

/** How long the server's close waits for the handlers still at work. */
const SHUTDOWN_HANDLERS_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The upload store (local disk or S3): the demo seed stores its NFT pictures through it. */
    uploads: UploadService;
  }
}

export interface AppDeps extends Omit<ServerDeps, 'readiness'> {
  /** Whether the process may take traffic yet (main.ts prepares the database after listening); ready when not given. */
  readiness?: Readiness;
}

/** Wires the platform, the domain services and the routes. Does not listen. */
export async function buildApp({ config, database, clock, logger, readiness = new Readiness() }: AppDeps): Promise<FastifyInstance> {
  const { app, redis, limits, limitsMode, events, stream, publishFailed } = await createServer({
    config,
    database,
    clock,
    logger,
    readiness,
  });

  // Domain services, in dependency order; a module's routes get the services they need as options.
  const settings = new SettingsService(database.db, clock);
  // Sessions are remembered for a few seconds per process; an ended one is forgotten by every process at once (the bus).
  const sessionCache = { lifeMs: config.sessionCacheSeconds * 1000, bus: events, onPublishError: publishFailed };
  const memberSessions = new MemberSessions(database.db, clock, sessionCache, config.sessionIdleDays);
  const payPasswords = new PayPasswordService(database.db, clock);
  const operatorSessions = new OperatorSessions(database.db, clock, sessionCache);
  const audit = new AuditLog(database.db, clock);
  const operators = new OperatorService(
    database.db,
    database.dialect,
    clock,
    operatorSessions,
    new LoginThrottle(database.db, clock),
    audit,
    { settings, secret: config.secret },
  );
  const memberAdmin = new MemberAdminService(database.db, clock, audit, memberSessions);
  const dashboard = new DashboardService(database.db, clock, config.timeZone);
  const outbox = config.mode === 'demo' ? new Outbox(database.db, clock) : undefined;
  const delivery = createDelivery(config, outbox, app.log, new AntiPhishingStamp(database.db, config.secret, app.log).stamp);
  app.addHook('onClose', () => delivery.close());
  const codes = new CodeService(database.db, clock, limits, delivery, settings, {
    secret: config.secret,
    ipHourlyLimit: config.codeIpHourlyLimit,
  });
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const s3 = config.s3 ? await S3Storage.open(config.s3) : undefined;
  if (s3) app.addHook('onClose', async () => s3.close());
  const uploads = new UploadService(database.db, clock, s3 ?? new LocalDiskStorage(uploadsDir), {
    dailyLimit: async () => (await settings.all()).upload_daily_limit,
    timeZone: config.timeZone,
  });
  app.decorate('uploads', uploads);
  const refreshTokens = new RefreshTokens(database.db, clock, config.sessionIdleDays * 24 * 3600 * 1000);
  const loginGuard = new LoginGuard(database.db, clock);
  const totp = new TotpService(database.db, clock, loginGuard, config.secret);
  const accounts = new AccountService(database.db, clock, memberSessions, refreshTokens, codes, loginGuard, payPasswords, uploads);
  const accountSecurity = new AccountSecurity(database.db, clock, memberSessions, refreshTokens, loginGuard, settings);
  const wallet = new WalletSignIn(database.db, clock, accounts, settings);
  const member = { memberSessions, clock };
  const operator = { operatorSessions, audit, clock };
  // Money: the ledger, its assets and Idempotency-Keys of money POSTs.
  const ledger = new Ledger(clock);
  const assets = new AssetRegistry(database.db);
  const settingsAdmin = new SettingsAdminService(database.db, settings, audit, assets);
  // Money POSTs arriving together commit together (platform/db/group-commit).
  const idempotency = new IdempotencyStore(database.db, clock, undefined, new GroupCommit(database.db, config.groupCommitSize));
  const moneyReads = new MoneyReads(database.db);
  const handlers = new HandlersRunning();
  app.decorate('platform', { clock, idempotency, payPasswords, secondFactor: totp, moneyReads, handlers });
  // On close, new requests are answered 503 and the handlers at work finish (at most a few seconds)
  // before the onClose hooks close the database and the event bus: what a handler does after its
  // commit still finds them open, even when its client has gone.
  app.addHook('preClose', () => handlers.idle(SHUTDOWN_HANDLERS_MS));
  const market = new MarketService(database.db, clock, assets, ledger, events, publishFailed);
  const marketAdmin = new MarketAdminService(database.db, clock, assets, ledger, audit, events, publishFailed);
  // MCC counts in the wallet's totals at the market's price.
  // The books the members' money services (balances, recharges, withdrawals, adjustments) keep to.
  const books = { assets, ledger, settings };
  const balances = new BalanceService(database.db, clock, books, config.timeZone, market);
  const securityHolds = new SecurityHoldCheck(clock, config.timeZone);
  const transfers = new TransferService(database.db, assets, ledger, settings, securityHolds);
  const tips = new OrderTips(database.db, clock);
  const recharges = new RechargeService(database.db, clock, books, audit, uploads, tips);
  // The address book's say on each withdrawal: a newly saved address waits, "only saved addresses" refuses the rest.
  const gate = new AddressBookGate(clock, settings, config.timeZone);
  const withdrawals = new WithdrawService(database.db, clock, books, balances, audit, codes, tips, securityHolds, gate);
  const addressBook = new AddressBookService(database.db, clock, settings, startSecurityHold);
  const adjustments = new AdjustmentService(database.db, clock, books, audit);
  const finance = new WalletAdminService(database.db, assets, balances, settings);
  const journal = new JournalService(database.db, assets);
  // Staking, team, notices and the daily jobs (run in-process once the server listens).
  const pledge = new PledgeService({ db: database.db, clock, ledger, assets, tips, timeZone: config.timeZone });
  const pledgeAdmin = new PledgeAdminService({ db: database.db, clock, timeZone: config.timeZone, ledger, assets, settings, audit });
  const dailyJobs = createDailyJobs({
    db: database.db,
    clock,
    timeZone: config.timeZone,
    ledger,
    assets,
    tips,
    settings,
    events,
    onPublishError: publishFailed,
    log: app.log,
  });
  const scheduler = new JobScheduler(database.db, clock, dailyJobs, app.log);
  app.addHook('onListen', async () => readiness.whenPrepared(() => scheduler.start()));
  app.addHook('preClose', async () => scheduler.stop());
  const jobsConsole = new JobsConsole({
    jobs: dailyJobs,
    pending: (today) => pledgeAdmin.pending(today),
    futureAllowed: config.mode === 'demo',
    audit,
  });
  const notices = new NoticeService(database.db, clock, audit);
  const team = new TeamService({ db: database.db, clock, timeZone: config.timeZone, settings, assets });
  const nft = createNftModule({ db: database.db, clock, ledger, assets, settings, audit, images: uploads });
  const coinmix = createCoinmixModule({
    db: database.db,
    clock,
    timeZone: config.timeZone,
    assets,
    ledger,
    settings,
    audit,
    balances,
    withdrawals,
    log: app.log,
  });
  app.addHook('onClose', () => coinmix.settlement.idle());
  // Auctions: lots close as they end (a sweep every few seconds in each process; each close is claimed once).
  const auction = createAuctionModule({
    db: database.db,
    clock,
    ledger,
    assets,
    settings,
    tips,
    audit,
    uploads,
    events,
    onPublishError: publishFailed,
  });
  const auctionSweeper = new AuctionSweeper(auction.settlement, clock, app.log);
  app.addHook('onListen', async () => readiness.whenPrepared(() => auctionSweeper.start()));
  app.addHook('preClose', async () => auctionSweeper.stop());
  // Automatic recharge: deposit addresses per network and the watcher (one process at a time by lease).
  const depositWatcher = new DepositWatcher(database.db, clock, assets, ledger, tips, events, app.log, { mode: config.mode });
  const hotWallet = new HotWallet(database.db, clock, assets, withdrawals, parseHotKeys(config.chainHotKeys), app.log, config.mode);
  const chain = new ChainService(database.db, clock, assets, audit, hotWallet, config.mode);
  withdrawals.guardPayouts(hotWallet);
  const chainScheduler = new ChainScheduler(database.db, clock, depositWatcher, app.log, config.chainPollMs, hotWallet);
  app.addHook('onListen', async () => readiness.whenPrepared(() => chainScheduler.start()));
  app.addHook('preClose', async () => chainScheduler.stop());

  // Web Push: order tips reach the members' subscribed browsers, sent by a pass every few seconds in
  // each process, outside any request (modules/push).
  const pushKeys = new PushKeys(database.db, clock, config.vapidKeys && checkVapidKeys(config.vapidKeys));
  const pushHosts = parseAllowedHosts(config.pushAllowedHosts);
  const push = new PushService(database.db, clock, pushHosts);
  const pushSender = new PushSender(database.db, clock, pushKeys, { hosts: pushHosts, subject: config.vapidSubject, log: app.log });
  const pushScheduler = new PeriodicPass(
    () => pushSender.pass(),
    (error) => app.log.error({ err: error }, 'push pass failed'),
  );
  app.addHook('onListen', async () => readiness.whenPrepared(() => pushScheduler.start(config.pushPollMs)));
  app.addHook('preClose', async () => pushScheduler.stop());

  // Operators' health: the console's figures and the metrics' gauges, read from the database (modules/ops).
  const ops = new OpsService({ db: database.db, clock, assets, jobNames: dailyJobs.names, hotWallet });
  installMetrics(app, { token: config.metricsToken, clock, registries: [opsRegistry(ops)] });

  // Routes. A module's plugin guards its member-only routes with requireMember (platform/http/member-auth).
  await app.register(healthRoutes, { database, redis, events, limits: limitsMode, readiness });
  await app.register(settingsRoutes, { sysConfig: new SysConfigService(settings, () => pushKeys.publicKey()) });
  await app.register(codeRoutes, { codes, memberSessions });
  // Only signing in and out use a cookie (the "stay signed in" one): no other answer parses or sets cookies.
  await app.register(async (signIn) => {
    await signIn.register(fastifyCookie);
    const newDevices = new NewDeviceNotice(
      database.db,
      clock,
      settings,
      delivery,
      (trx, userId, device, params) => tips.add(trx, { userId, kind: 'new_sign_in', params, refType: 'device', refId: device }),
      { timeZone: config.timeZone, publicUrl: config.publicUrl },
    );
    await signIn.register(signInRoutes, { accounts, totp, newDevices });
    await signIn.register(walletRoutes, { wallet, publicUrl: config.publicUrl, hosts: config.signInHosts });
  });
  await app.register(uploadFileRoutes, { dir: uploadsDir });
  if (outbox) await app.register(outboxRoutes, { outbox: new OutboxService(outbox) });
  await app.register(adminSignInRoutes, { operators });
  const tickets = new StreamTickets(database.db, clock);
  // Public by registration (EventSource sends no header) but closed without a ticket from the members' scope.
  await app.register(streamRoutes, { tickets, stream });
  const money = { assets, balances, recharges, withdrawals };
  const liabilities = new LiabilitiesService(database.db, clock, assets, audit);

  // The members' scope: every route registered in it needs a member token (platform/http/member-auth).
  await app.register(async (members) => {
    memberScope(members, memberSessions);
    const addressAdded = new AddressAddedNotice(database.db, clock, settings, delivery, {
      timeZone: config.timeZone,
      publicUrl: config.publicUrl,
    });
    await members.register(fundRoutes, { ...money, transfers, addressBook, addressAdded });
    // Logging out clears the "stay signed in" cookie: the one members' answer that touches cookies.
    await members.register(async (signOut) => {
      await signOut.register(fastifyCookie);
      await signOut.register(accountRoutes, {
        accounts,
        totp,
        figures: memberFiguresOf({ pledge, team, tips, notices, assets }),
        security: accountSecurity,
        antiPhishing: new AntiPhishingService(database.db, clock, loginGuard, totp, delivery, settings, config.secret, app.log),
      });
    });
    await members.register(totpRoutes, { totp });
    await members.register(uploadRoutes, { uploads, publicUrl: config.publicUrl });
    await members.register(pledgeRoutes, { pledge });
    await members.register(teamRoutes, { team, publicUrl: config.publicUrl });
    await members.register(noticeRoutes, { notices });
    await members.register(tipsRoutes, { tips });
    await members.register(marketRoutes, { market });
    await members.register(streamTicketRoutes, { tickets });
    await members.register(nftRoutes, { nft });
    await members.register(coinmixRoutes, { coinmix: coinmix.coinmix });
    await members.register(auctionRoutes, { auction });
    await members.register(chainRoutes, { chain });
    await members.register(liabilitiesRoutes, { liabilities });
    await members.register(pushRoutes, { push });
  });
  // The console's scope: every route registered in it needs an operator token and its permission.
  await app.register(async (console) => {
    operatorScope(console, operatorSessions);
    await console.register(adminRoutes, {
      operators,
      audit,
      members: memberAdmin,
      settingsAdmin,
      dashboard,
      outbox: new ConsoleOutbox(outbox),
    });
    await console.register(walletAdminRoutes, { recharges, withdrawals, adjustments, finance, journal });
    await console.register(jobsRoutes, { jobs: jobsConsole });
    await console.register(pledgeAdminRoutes, { pledgeAdmin });
    await console.register(noticeAdminRoutes, { notices });
    await console.register(marketAdminRoutes, { marketAdmin });
    await console.register(nftAdminRoutes, { nft });
    await console.register(coinmixAdminRoutes, { coinmixAdmin: coinmix.coinmixAdmin });
    await console.register(auctionAdminRoutes, { auction });
    await console.register(chainAdminRoutes, { chain });
    await console.register(liabilitiesAdminRoutes, { liabilities });
    await console.register(opsRoutes, { ops });
  });
  // Content pages (user agreement, privacy policy): anyone reads them, operators write them.
  const content = new ContentService(database.db, clock, audit);
  await app.register(contentRoutes, { content });
  await app.register(async (console) => {
    operatorScope(console, operatorSessions);
    await console.register(contentAdminRoutes, { content });
    await console.register(supportRoutes, {
      support: new SupportService(
        database.db,
        clock,
        audit,
        tips,
        loginGuard,
        codes,
        (id) => accountSecurity.holdUntil(id),
        (id) => memberSessions.ended(id),
      ),
    });
  });
  void member;
  void operator;

  const appFallback = await serveApps(app, { web: config.webDist, admin: config.adminDist });
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url.startsWith('/api/') || request.url.startsWith('/admin/api/') || request.url === '/api' || request.url === '/admin/api';
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      const served = appFallback(request.url, reply);
      if (served) return served;
    }
    return sendEnvelope(reply, request, clock, 404, { code: 0, text: platformMessages.notFound });
  });

  return app;
}
