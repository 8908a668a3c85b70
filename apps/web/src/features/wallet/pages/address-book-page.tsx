import { ADDRESS_BOOK_MAX, type AddressNetwork, addressNetworks, type SavedAddress } from '@mcc/contract/address-book';
import { Dialog, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../runtime/toast';
import { useAddressBook } from '../../../shared/api/get-address-book';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { CardSkeleton } from '../../../shared/ui/query-view';
import { useDeleteAddress, useOnlySaved } from '../api/address-book';
import { useSysConfig } from '../api/get-sys-config';
import { AddAddressSheet } from '../components/add-address-sheet';
import { formatTime } from '../format';
import '../wallet.css';
import '../../../shared/ui/address-book.css';

function AddressLine({ item, onDelete, busy }: { item: SavedAddress; onDelete: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="line" data-testid="saved-address" data-usable={item.usable}>
      <div className="line-main">
        <div className="line-title">
          <span className="address-label">{item.label}</span>
          <span className="chip chip-muted">{item.network}</span>
          <button
            type="button"
            className="copy-button address-delete"
            disabled={busy}
            onClick={onDelete}
            data-testid="saved-address-delete"
          >
            {t('addressBook.delete')}
          </button>
        </div>
        <div className="line-sub num address-text">{item.address}</div>
        <div className={item.usable ? 'line-sub' : 'line-sub address-waiting'} data-testid="saved-address-status">
          {item.usable ? t('addressBook.usable') : t('addressBook.usableFrom', { time: formatTime(item.usable_at) })}
        </div>
      </div>
    </div>
  );
}

/**
 * The member's withdrawal address book: the switch "withdraw only to saved addresses" (turning it off
 * says first that it pauses withdrawals), the saved addresses with when each can be used, add and
 * delete. Reached from the withdraw page and from the security page.
 */
export default function AddressBookPage() {
  const { t } = useTranslation();
  const book = useAddressBook();
  const sys = useSysConfig();
  const onlySaved = useOnlySaved();
  const remove = useDeleteAddress();
  const [adding, setAdding] = useState(false);
  const withdrawNetwork = sys.data?.withdraw_network;
  const network: AddressNetwork = addressNetworks.find((n) => n === withdrawNetwork) ?? 'ERC20';

  if (book.isPending) {
    return <CardSkeleton rows={3} />;
  }
  if (book.isError) return <LoadError onRetry={() => void book.refetch()} />;
  const { list, only_saved: on } = book.data;
  const full = list.length >= ADDRESS_BOOK_MAX;

  const toggle = (next: boolean) =>
    void Dialog.confirm({
      title: t(next ? 'addressBook.onTitle' : 'addressBook.offTitle'),
      content: t(next ? 'addressBook.onText' : 'addressBook.offText'),
      confirmText: t(next ? 'addressBook.turnOn' : 'addressBook.turnOff'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        await onlySaved.mutateAsync(next);
        void showToast({ title: t(next ? 'addressBook.turnedOn' : 'addressBook.turnedOff'), icon: 'success' });
      },
    });

  const confirmDelete = (item: SavedAddress) =>
    void Dialog.confirm({
      title: t('addressBook.deleteTitle'),
      content: t('addressBook.deleteText', { label: item.label }),
      confirmText: t('addressBook.delete'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        await remove.mutateAsync(item.id);
        void showToast({ title: t('addressBook.deleted'), icon: 'success' });
      },
    });

  return (
    <>
      <Card>
        <div className="row">
          <span className="card-title">{t('addressBook.onlySaved')}</span>
          <Switch
            checked={on}
            disabled={onlySaved.isPending}
            onChange={toggle}
            aria-label={t('addressBook.onlySaved')}
            data-testid="only-saved-switch"
          />
        </div>
        <p className="muted small" data-testid="only-saved-note">
          {t(on ? 'addressBook.onlySavedOnNote' : 'addressBook.onlySavedOffNote')}
        </p>
      </Card>
      <div className="row address-head">
        <h2 className="section-title">{t('addressBook.listTitle', { n: list.length, max: ADDRESS_BOOK_MAX })}</h2>
        <Button small variant="ghost" disabled={full} onClick={() => setAdding(true)} data-testid="address-add">
          {t('addressBook.add')}
        </Button>
      </div>
      <Card>
        {list.length === 0 ? (
          <EmptyState text={t('addressBook.empty')} hint={t('addressBook.emptyHint')} />
        ) : (
          <div data-testid="saved-addresses">
            {list.map((item) => (
              <AddressLine key={item.id} item={item} busy={remove.isPending} onDelete={() => confirmDelete(item)} />
            ))}
          </div>
        )}
      </Card>
      {full && <p className="muted small">{t('addressBook.full', { max: ADDRESS_BOOK_MAX })}</p>}
      <p className="muted small">{t('addressBook.waitNote')}</p>
      <AddAddressSheet key={network} visible={adding} network={network} onClose={() => setAdding(false)} />
    </>
  );
}
