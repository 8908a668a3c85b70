import { APPEAL_REASONS } from '@mcc/contract/auction';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { showToast } from '../../../runtime/toast';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyCard } from '../../../shared/ui/empty-state';
import { Field } from '../../../shared/ui/field';
import { KeyValue } from '../../../shared/ui/key-value';
import { useAppeal, useAppealReply } from '../api/appeal';
import { AppealImages, type PickedImage } from '../components/appeal-images';
import { useOrderView } from '../components/order-view';
import { formatTime } from '../components/time-left';
import '../auction.css';

/** `/pages/feedback/feedback?id=<order>`: the buyer's appeal form, then the thread with both sides and the decision. */
export default function OrderAppealPage() {
  const { t } = useTranslation();
  const shown = useOrderView(4);
  const appeal = useAppeal();
  const reply = useAppealReply();
  const [reason, setReason] = useState<(typeof APPEAL_REASONS)[number]>('not_received');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [images, setImages] = useState<PickedImage[]>([]);

  if (!shown.ready) return shown.view;
  const o = shown.data;
  const send = async () => {
    if (text.trim() === '') return setError(t('auction.describeFirst'));
    if (images.some((i) => i.status !== 'done')) return setError(t('auction.imagesWait'));
    setError(null);
    const urls = images.flatMap((i) => (i.url ? [i.url] : []));
    try {
      if (o.can_appeal) await appeal.mutateAsync({ order_id: o.id, reason, text, images: urls });
      else await reply.mutateAsync({ order_id: o.id, text, images: urls });
      setText('');
      setImages([]);
      void showToast({ title: t('auction.sent'), icon: 'success' });
    } catch (cause) {
      if (cause instanceof RequestError && cause.code === 0) setError(cause.message);
    }
  };
  const canWrite = o.can_appeal || o.can_reply;
  return (
    <>
      <Card>
        <KeyValue label={t('auction.order')} value={`#${o.id} · ${o.title}`} />
        <KeyValue label={t('auction.winningBid')} value={`${o.amount} ${o.asset}`} />
        <KeyValue label={t('auction.status')} value={t(`auction.orderStatus.${o.status}`)} valueTestId="appeal-order-status" />
      </Card>
      {o.appeal && (
        <Card title={t('auction.thread')}>
          <ol className="lot-bids" data-testid="appeal-thread">
            {o.appeal.messages.map((msg) => (
              <li key={msg.id} className={msg.is_mine ? 'mine' : undefined}>
                <span>
                  <strong>{t(msg.side === 'buyer' ? 'auction.buyer' : 'auction.seller')}</strong> {msg.text}
                  {msg.images.length > 0 && (
                    <span className="appeal-thread-images" data-testid="thread-images">
                      {msg.images.map((src) => (
                        <a key={src} href={src} target="_blank" rel="noreferrer">
                          <img src={src} alt="" className="appeal-thread-image" />
                        </a>
                      ))}
                    </span>
                  )}
                </span>
                <span className="small muted">{formatTime(msg.created_at)}</span>
              </li>
            ))}
          </ol>
          {o.appeal.decision && (
            <p data-testid="appeal-decision">
              {t('auction.decidedAs', { decision: t(`auction.decisions.${o.appeal.decision}`), reason: o.appeal.decision_reason ?? '' })}
            </p>
          )}
        </Card>
      )}
      {canWrite ? (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          {o.can_appeal && (
            <Field label={t('auction.reason')}>
              <select value={reason} onChange={(e) => setReason(e.target.value as typeof reason)} data-testid="appeal-reason">
                {APPEAL_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`auction.reasons.${r}`)}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field label={t('auction.description')} error={error}>
            <textarea
              value={text}
              maxLength={2000}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('auction.descriptionPlaceholder')}
              data-testid="appeal-text"
            />
          </Field>
          <AppealImages images={images} onChange={setImages} />
          <p className="muted small">{t(o.can_appeal ? 'auction.appealNote' : 'auction.replyNote')}</p>
          <Button type="submit" variant="primary" block disabled={appeal.isPending || reply.isPending} data-testid="appeal-send">
            {t(o.can_appeal ? 'auction.fileAppeal' : 'auction.sendReply')}
          </Button>
        </form>
      ) : (
        !o.appeal && (
          <EmptyCard text={t('auction.noThread')} action={{ label: t('auction.backToOrder'), to: `/pages/auction/detail?id=${o.id}` }} />
        )
      )}
    </>
  );
}
