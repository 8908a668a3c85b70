import type { SavedAddress } from '@mcc/contract/address-book';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BookProblem, isUsableNow } from '../address-book';
import { formatTime } from '../format-time';
import { ButtonLink } from './button';
import { EmptyState } from './empty-state';
import { sheetBodyStyle } from './sheet-style';
import './address-book.css';

export const ADDRESS_BOOK_PATH = '/pages/usdt/addressBook';

/** A long address as its head and tail. */
const short = (text: string) => (text.length <= 19 ? text : `${text.slice(0, 10)}…${text.slice(-8)}`);

/**
 * The withdraw forms' way into the address book (the USDT wallet's and the coin-mix wallet's): a
 * button in the address field that opens the member's saved addresses of the network; a usable one
 * fills the field, one still waiting says from when. The sheet links to the address book page.
 */
export function AddressPicker({
  list,
  network,
  onPick,
}: {
  list: readonly SavedAddress[] | undefined;
  network: string;
  onPick: (address: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mine = (list ?? []).filter((a) => a.network === network);
  const now = Math.floor(Date.now() / 1000);
  return (
    <>
      <button type="button" className="field-action" data-testid="address-book-open" onClick={() => setOpen(true)}>
        {t('addressBook.pick')}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} destroyOnClose bodyStyle={sheetBodyStyle('80vh')}>
        <div className="sheet" data-testid="address-picker">
          <h3 className="sheet-title">{t('addressBook.pickTitle', { network })}</h3>
          {mine.length === 0 ? (
            <EmptyState text={t('addressBook.noneForNetwork', { network })} />
          ) : (
            <div>
              {mine.map((item) => {
                const usable = isUsableNow(item, now);
                return (
                  <button
                    key={item.id}
                    type="button"
                    className="address-pick"
                    disabled={!usable}
                    data-testid="address-pick"
                    onClick={() => {
                      onPick(item.address);
                      setOpen(false);
                    }}
                  >
                    <div className="line-title">
                      <span className="address-label">{item.label}</span>
                    </div>
                    <div className="line-sub num">{short(item.address)}</div>
                    <div className={usable ? 'line-sub' : 'line-sub address-waiting'}>
                      {usable ? t('addressBook.usable') : t('addressBook.usableFrom', { time: formatTime(item.usable_at) })}
                    </div>
                  </button>
                );
              })}
            </div>
          )}
          <div className="form">
            <ButtonLink to={ADDRESS_BOOK_PATH} variant="ghost" block testId="address-book-manage" onClick={() => setOpen(false)}>
              {t('addressBook.manage')}
            </ButtonLink>
          </div>
        </div>
      </Popup>
    </>
  );
}

/** Under the address field: why the address book stops a withdrawal to the typed address, before it is sent. */
export function AddressBookNotice({ problem }: { problem: BookProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p className="address-notice" role="status" data-testid="address-book-notice">
      {problem.kind === 'notUsable' ? t('addressBook.notUsableYet', { time: formatTime(problem.usableAt) }) : t('addressBook.notSavedOnly')}
    </p>
  );
}
