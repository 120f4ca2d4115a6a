import { useEffect, useState } from 'react';
import { errorMessage } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
import { Notice } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { PlainSwitch } from '../../../shared/plain-switch';
import {
  useLazyPushPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} from '../profile.api';
import { currentSubscription, pushSupported, subscribeDevice } from '../push-device';

type NoticeState = { type: 'success' | 'info' | 'error'; text: string } | null;

/**
 * "Reminders on this phone": web push for this device. Asks the notification permission only after the
 * tap; on only once the browser subscribed and the server stored the subscription (the consent); off
 * unsubscribes the browser and deletes it on the server.
 */
export function PushToggle() {
  const { t } = useLocale();
  const supported = pushSupported();
  const [on, setOn] = useState(false);
  const [ready, setReady] = useState(!supported);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [publicKey] = useLazyPushPublicKeyQuery();
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();

  useEffect(() => {
    if (!supported) return;
    let alive = true;
    currentSubscription()
      .then((sub) => alive && setOn(Boolean(sub) && Notification.permission === 'granted'))
      .catch(() => undefined)
      .finally(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [supported]);

  const turnOn = async () => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setNotice({ type: 'error', text: t('user.push.denied') });
      return;
    }
    const { key } = await publicKey().unwrap();
    const subscription = await subscribeDevice(key);
    try {
      await subscribe(subscription).unwrap();
    } catch (error) {
      // Not stored on the server: the browser's subscription is undone, the toggle stays off.
      await (await currentSubscription())?.unsubscribe();
      throw error;
    }
    setOn(true);
    setNotice({ type: 'success', text: t('user.push.on') });
  };

  const turnOff = async () => {
    const sub = await currentSubscription();
    if (sub) {
      await unsubscribe({ endpoint: sub.endpoint }).unwrap();
      await sub.unsubscribe();
    }
    setOn(false);
    setNotice({ type: 'info', text: t('user.push.off') });
  };

  const change = async (wanted: boolean) => {
    setBusy(true);
    setNotice(null);
    try {
      await (wanted ? turnOn() : turnOff());
    } catch (error) {
      setNotice({
        type: 'error',
        text: t('user.push.failed', {
          reason: errorMessage(error) ?? (error instanceof Error ? error.message : String(error)),
        }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={plain.stackSmall} data-testid="push-toggle">
      <p className={plain.text}>{t('user.push.intro')}</p>
      {supported ? (
        <PlainSwitch
          checked={on}
          busy={busy || !ready}
          disabled={!ready}
          onChange={(wanted) => void change(wanted)}
        >
          {t('user.push.label')}
        </PlainSwitch>
      ) : (
        <Notice type="info" title={t('user.push.unsupported')} />
      )}
      <span className={plain.muted}>{t('user.push.devices')}</span>
      {notice ? <Notice type={notice.type} title={notice.text} role="status" /> : null}
    </div>
  );
}
