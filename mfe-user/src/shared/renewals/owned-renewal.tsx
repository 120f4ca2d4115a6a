import { useState } from 'react';
import { Alert, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { formatIstDate, formatPriceMinor, type OwnedRenewal } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { deferred } from '@yoga/ui';
import { useStopOwnedRenewalMutation, type OwnedKind } from './owned-renewal.api';
import { useOwnedRenewalStart, type OwnedRenewalNotice } from '../use-owned-renewal-start';

// The sandbox's test checkout (a Modal) loads when a sandbox payment starts.
const SandboxDialog = deferred(() =>
  import('../checkout/sandbox-dialog').then((m) => m.SandboxDialog),
);

/** Statuses in which the renewal still debits (its next debit shown, Stop offered). */
const LIVE = new Set(['active', 'pending', 'paused']);

export interface OwnedRenewalCardProps {
  kind: OwnedKind;
  id: number;
  renewal: OwnedRenewal | null;
}

/**
 * A household's or company's automatic renewal (issue 35), for its payer or admin: "Renew automatically
 * (UPI AutoPay)" (the gateway's subscription, its first payment in Razorpay Checkout or the sandbox
 * dialog, verified), or, while it renews, the next debit with Stop renewal. Outcomes in the page.
 */
export function OwnedRenewalCard({ kind, id, renewal }: OwnedRenewalCardProps) {
  const { t, locale } = useLocale();
  const [notice, setNotice] = useState<OwnedRenewalNotice>(null);
  const { state, busy, begin, completeInSandbox, cancel, fail } = useOwnedRenewalStart(
    kind,
    id,
    setNotice,
  );
  const [stop, stopping] = useStopOwnedRenewalMutation();
  const live = renewal !== null && LIVE.has(renewal.status);

  const stopNow = async () => {
    setNotice(null);
    try {
      await stop({ kind, id }).unwrap();
      setNotice({ type: 'success', text: t('user.autopay.stopped') });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Card
      data-testid="owned-renewal"
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('user.autopay.title')}</h2>}
    >
      <Flex vertical gap={12} style={{ maxWidth: 560 }}>
        {notice ? (
          <Alert
            type={notice.type}
            showIcon
            title={notice.text}
            closable
            onClose={() => setNotice(null)}
            data-testid={`owned-renewal-${notice.type}`}
          />
        ) : null}
        {live ? (
          <>
            <Typography.Paragraph style={{ margin: 0 }} data-testid="owned-renewal-next">
              {renewal.next_debit_at
                ? t('user.autopay.next', {
                    date: formatIstDate(renewal.next_debit_at, locale === 'hi' ? 'hi-IN' : 'en-IN'),
                    amount: formatPriceMinor(renewal.amount, renewal.currency),
                  })
                : t('user.autopay.on')}
            </Typography.Paragraph>
            <Popconfirm
              title={t('user.autopay.stopConfirm')}
              okText={t('user.autopay.stop')}
              cancelText={t('user.autopay.keep')}
              onConfirm={() => void stopNow()}
            >
              <Button danger loading={stopping.isLoading} style={{ alignSelf: 'flex-start' }}>
                {t('user.autopay.stop')}
              </Button>
            </Popconfirm>
          </>
        ) : (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>
              {t('user.autopay.intro')}
            </Typography.Paragraph>
            <Button
              type="primary"
              loading={busy}
              onClick={() => void begin()}
              style={{ alignSelf: 'flex-start', whiteSpace: 'normal', height: 'auto' }}
            >
              {t('user.autopay.start')}
            </Button>
          </>
        )}
      </Flex>
      {state.step === 'sandbox' ? (
        <SandboxDialog
          order={state.order}
          pending={state.pending}
          onOutcome={(outcome) => void completeInSandbox(outcome)}
          onCancel={cancel}
        />
      ) : null}
    </Card>
  );
}
