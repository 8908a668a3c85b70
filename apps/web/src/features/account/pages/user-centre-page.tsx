import { Dialog } from 'antd-mobile';
import {
  AppstoreOutline,
  BankcardOutline,
  BellOutline,
  BillOutline,
  CheckShieldOutline,
  ClockCircleOutline,
  GiftOutline,
  GlobalOutline,
  HistogramOutline,
  InformationCircleOutline,
  KeyOutline,
  LockOutline,
  PayCircleOutline,
  PictureOutline,
  PieOutline,
  ShopbagOutline,
  SoundOutline,
  TeamOutline,
  UserAddOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGE_NAMES } from '../../../i18n/i18n';
import { PushSheet } from '../../../pwa/push-sheet';
import { APP_VERSION } from '../../../runtime/config';
import { reLaunch } from '../../../runtime/navigation';
import { useBalance } from '../../../shared/api/get-balance';
import { useTotalValue } from '../../../shared/api/get-total-value';
import { useUser, useUserFigures } from '../../../shared/api/get-user';
import { useWalletValue } from '../../../shared/api/get-wallet-value';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Figure, Figures } from '../../../shared/ui/figure';
import { LinkList } from '../../../shared/ui/link-list';
import { PageLink } from '../../../shared/ui/page-link';
import { useLogout } from '../api/logout';
import { Avatar } from '../components/avatar';
import { CopyValue } from '../components/copy-value';
import { LanguageSheet } from '../components/language-sheet';
import { PayPasswordSheet } from '../components/pay-password-sheet';

/** The available amount of an asset: undefined while loading (skeleton), null when it could not be read ("--"). */
function available(balance: ReturnType<typeof useBalance>, asset: string): string | null | undefined {
  if (balance.isPending && balance.fetchStatus !== 'idle') return undefined;
  return balance.data?.[asset]?.available ?? null;
}

/** A figure of `GET /api/user/index`: undefined while loading, null when it is not there. */
function figureOf(
  figures: ReturnType<typeof useUserFigures>,
  pick: (data: NonNullable<ReturnType<typeof useUserFigures>['data']>) => string | undefined,
): string | null | undefined {
  if (figures.isPending && figures.fetchStatus !== 'idle') return undefined;
  return figures.data ? (pick(figures.data) ?? null) : null;
}

export default function UserCentrePage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const balance = useBalance();
  const figures = useUserFigures();
  const wallet = useWalletValue();
  // The wallet, the coin-mix units at the server's NAV and the coin-mix wallet, in USDT.
  const total = useTotalValue();
  const mccPrice = wallet.data?.assets.find((a) => a.asset === 'MCC')?.price;
  const logout = useLogout();
  const [sheet, setSheet] = useState<'paypwd' | 'language' | 'push' | null>(null);

  return (
    <>
      <Card className="hero-card">
        <div className="row" style={{ justifyContent: 'flex-start' }}>
          <Avatar src={user?.avatar ?? ''} name={user?.nickname ?? ''} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <div className="card-title" data-testid="nickname">
              {user ? user.nickname : <span className="skeleton" style={{ display: 'inline-block', width: '6rem', height: '1rem' }} />}
            </div>
            <div className="muted small">
              UID <CopyValue value={user?.uid ?? ''} testId="uid" />
            </div>
            <div className="muted small">
              {t('account.inviteCode')} <CopyValue value={user?.invite_code ?? ''} />
            </div>
          </div>
          <ButtonLink to="/pages/profile/profile" small>
            {t('account.profileLink')}
          </ButtonLink>
        </div>
      </Card>

      <Card title={t('account.balances')} extra={<PageLink to="/pages/wallet/wallet">{t('route.wallet')} ›</PageLink>}>
        <Figures columns={2}>
          <Figure label="USDT" asset="USDT" value={available(balance, 'USDT')} />
          <Figure label="MCC" asset="MCC" value={available(balance, 'MCC')} />
        </Figures>
        <div style={{ marginTop: '0.75rem' }} data-testid="uc-total-value">
          <Figure label={t('account.totalValue')} asset="USDT" value={total} />
          {(mccPrice || wallet.isPending) && (
            // Its line is held while the wallet loads, so the rows below stay put when the price arrives.
            <div className="muted small" data-testid="uc-mcc-price">
              {mccPrice ? (
                t('account.mccPricedAt', { price: mccPrice })
              ) : (
                <span className="skeleton" style={{ display: 'inline-block', width: '9rem', height: '0.75rem' }} />
              )}
            </div>
          )}
        </div>
      </Card>

      <Card title={t('home.myTotals')} extra={<PageLink to="/pages/pledge/order">{t('route.pledgeOrder')} ›</PageLink>}>
        <Figures columns={2}>
          <Figure label={t('home.principal')} asset={figures.data?.pledge?.asset} value={figureOf(figures, (f) => f.pledge?.principal)} />
          <Figure
            label={t('home.totalEarnings')}
            asset={figures.data?.pledge?.asset}
            value={figureOf(figures, (f) => f.pledge?.total_earnings)}
          />
          <Figure label={t('team.members')} value={figureOf(figures, (f) => (f.team ? String(f.team.members) : undefined))} />
          <Figure
            label={t('team.rewardsTotal')}
            asset={figures.data?.team?.asset}
            value={figureOf(figures, (f) => f.team?.total_rewards)}
          />
        </Figures>
      </Card>

      <h2 className="section-title">{t('account.assets')}</h2>
      <LinkList
        items={[
          { label: t('route.wallet'), to: '/pages/wallet/wallet', icon: <BankcardOutline /> },
          { label: t('route.usdt'), to: '/pages/usdt/usdt', icon: <PayCircleOutline /> },
          { label: `${t('route.mcc')} ${t('account.wallet')}`, to: '/pages/mcc/mcc', icon: <PayCircleOutline /> },
          { label: t('account.mccMarket'), to: '/pages/market/market', icon: <HistogramOutline /> },
          { label: t('route.pledgeOrder'), to: '/pages/pledge/order', icon: <BillOutline /> },
          { label: t('route.pledgeDetail'), to: '/pages/pledge/detail', icon: <PieOutline /> },
          { label: t('route.coinMix'), to: '/pages/coinMix/coinMix', icon: <AppstoreOutline /> },
          { label: t('route.proof'), to: '/pages/proof/proof', icon: <CheckShieldOutline />, testId: 'proof-row' },
        ]}
      />
      <h2 className="section-title">{t('account.nftAndAuction')}</h2>
      <LinkList
        items={[
          { label: t('account.nftHome'), to: '/pages/index/index', icon: <PictureOutline /> },
          { label: t('account.myNfts'), to: '/pages/nft/nft', icon: <PictureOutline /> },
          { label: t('route.luckbox'), to: '/pages/nft/luckbox', icon: <GiftOutline /> },
          { label: t('route.game'), to: '/pages/nft/game', icon: <AppstoreOutline /> },
          { label: t('route.auction'), to: '/pages/auction/auction', icon: <ShopbagOutline /> },
        ]}
      />
      <h2 className="section-title">{t('account.teamAndNews')}</h2>
      <LinkList
        items={[
          { label: t('route.team'), to: '/pages/team/team', icon: <TeamOutline /> },
          { label: t('route.promote'), to: '/pages/promote/promote', icon: <UserAddOutline /> },
          { label: t('route.notice'), to: '/pages/notice/notice', icon: <SoundOutline /> },
        ]}
      />
      <h2 className="section-title">{t('account.settings')}</h2>
      <LinkList
        items={[
          { label: t('route.profile'), to: '/pages/profile/profile', icon: <UserOutline /> },
          { label: t('security.changeRow'), to: '/pages/user/changePassword', icon: <KeyOutline />, testId: 'change-password-row' },
          { label: t('security.sessionsRow'), to: '/pages/user/sessions', icon: <ClockCircleOutline />, testId: 'sessions-row' },
          {
            label: t('account.payPassword'),
            onClick: () => setSheet('paypwd'),
            icon: <LockOutline />,
            extra: user ? t(user.has_paypwd ? 'account.isSet' : 'account.notSet') : '',
            testId: 'pay-password-row',
          },
          {
            label: t('totp.entry'),
            to: '/pages/security/security',
            icon: <CheckShieldOutline />,
            extra: figures.data?.totp_enabled === undefined ? '' : t(figures.data.totp_enabled ? 'totp.on' : 'totp.off'),
            testId: 'security-row',
          },
          {
            label: t('pwa.notifications'),
            onClick: () => setSheet('push'),
            icon: <BellOutline />,
            testId: 'push-row',
          },
          {
            label: t('account.language'),
            onClick: () => setSheet('language'),
            icon: <GlobalOutline />,
            extra: LANGUAGE_NAMES[currentLanguage()],
            testId: 'language-row',
          },
          {
            label: t('account.about'),
            icon: <InformationCircleOutline />,
            extra: `MCC ${APP_VERSION}`,
            to: '/pages/about/about',
            testId: 'about-row',
          },
        ]}
      />
      <Button
        variant="danger"
        block
        data-testid="logout"
        disabled={logout.isPending}
        onClick={() =>
          void Dialog.confirm({
            title: t('account.logoutTitle'),
            content: t('account.logoutText'),
            confirmText: t('account.logout'),
            cancelText: t('common.cancel'),
            onConfirm: async () => {
              await logout.mutateAsync();
              await reLaunch({ url: '/pages/login/login' });
            },
          })
        }
      >
        {t('account.logout')}
      </Button>
      {user && <PayPasswordSheet user={user} visible={sheet === 'paypwd'} onClose={() => setSheet(null)} />}
      <LanguageSheet visible={sheet === 'language'} onClose={() => setSheet(null)} />
      <PushSheet visible={sheet === 'push'} onClose={() => setSheet(null)} />
    </>
  );
}
