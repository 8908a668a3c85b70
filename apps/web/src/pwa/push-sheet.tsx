import type { PushTopic } from '@mcc/contract/push';
import { pushTopics } from '@mcc/contract/push';
import { Popup, Switch } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../shared/ui/button';
import { sheetBodyStyle } from '../shared/ui/sheet-style';
import { type PushState, pushState, saveTopics, turnOff, turnOn } from './push-client';

/** Notifications on this device: turned on (the browser asks permission only then), its topics, turned off. */
export function PushSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | undefined>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    pushState()
      .then((next) => live && setState(next))
      .catch(() => live && setState({ kind: 'off' }));
    return () => {
      live = false;
    };
  }, [visible]);

  const run = async (action: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await action());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (topic: PushTopic, on: boolean) => {
    if (state?.kind !== 'on') return;
    const topics = pushTopics.filter((item) => (item === topic ? on : state.topics.includes(item)));
    void run(() => (topics.length > 0 ? saveTopics(topics) : turnOff()));
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={sheetBodyStyle()}>
      <div className="sheet" data-testid="push-sheet">
        <h3 className="sheet-title">{t('pwa.notifications')}</h3>
        {state === undefined && <p className="sheet-note">{t('runtime.loading')}</p>}
        {state?.kind === 'unsupported' && <p className="sheet-note">{t('pwa.unsupported')}</p>}
        {state?.kind === 'denied' && <p className="sheet-note">{t('pwa.denied')}</p>}
        {state?.kind === 'off' && (
          <>
            <p className="sheet-note">{t('pwa.offHint')}</p>
            <Button variant="primary" block disabled={busy} data-testid="push-on" onClick={() => void run(() => turnOn())}>
              {t('pwa.turnOn')}
            </Button>
          </>
        )}
        {state?.kind === 'on' && (
          <>
            <p className="sheet-note">{t('pwa.topicsTitle')}</p>
            <div className="link-list" data-testid="push-topics">
              {pushTopics.map((topic) => (
                <div key={topic} className="link-row">
                  <span className="link-row-label">{t(`pwa.topic.${topic}`)}</span>
                  <Switch
                    checked={state.topics.includes(topic)}
                    disabled={busy}
                    onChange={(on) => toggle(topic, on)}
                    data-testid={`push-topic-${topic}`}
                  />
                </div>
              ))}
            </div>
            <Button variant="ghost" block disabled={busy} data-testid="push-off" onClick={() => void run(turnOff)}>
              {t('pwa.turnOff')}
            </Button>
          </>
        )}
        {failed && (
          <p className="sheet-error" role="alert">
            {t('pwa.failed')}
          </p>
        )}
      </div>
    </Popup>
  );
}
