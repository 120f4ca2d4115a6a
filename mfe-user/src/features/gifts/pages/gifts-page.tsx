import { useSearchParams } from 'react-router-dom';
import { useLocale } from '@yoga/i18n';
import { useMySubscriptionQuery } from '../../../shared/membership.api';
import { CheckoutOutcome } from '../../../shared/checkout/checkout-outcome';
import { checkoutUnderWay } from '../../../shared/checkout/checkout-state';
import { useCheckout } from '../../../shared/checkout/use-checkout';
import { GiftForm } from '../components/gift-form';
import { MyGifts } from '../components/my-gifts';
import { RedeemGiftForm } from '../components/redeem-gift-form';
import { useCreateGiftOrderMutation } from '../gifts.api';
import { deferred, Notice } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';

// The sandbox's test checkout (a Modal) loads when a sandbox payment starts.
const SandboxDialog = deferred(() =>
  import('../../../shared/checkout/sandbox-dialog').then((m) => m.SandboxDialog),
);

/** Gifts (issue 26): redeem a code (?code=… from the gift's message), buy a gift, and the gifts bought. */
export default function GiftsPage() {
  const { t } = useLocale();
  const [params] = useSearchParams();
  const { data: subscription } = useMySubscriptionQuery();
  const checkout = useCheckout();
  const [createGiftOrder] = useCreateGiftOrderMutation();
  const { state } = checkout;
  // Busy only while a payment is under way: once a gift is paid the form is offered again, ready.
  const busy = checkoutUnderWay(state);
  // Plain elements drawn as antd's (issue 38: every student page within 250 KB of JavaScript).
  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{t('user.gifts.title')}</h1>
      <RedeemGiftForm initialCode={params.get('code') ?? ''} />
      {state.step === 'paid' ? (
        <Notice type="success" title={state.message} data-testid="gift-outcome" />
      ) : (
        <CheckoutOutcome state={state} onReset={checkout.reset} />
      )}
      <GiftForm
        key={state.step === 'paid' ? 'again' : 'form'}
        currency={subscription?.plan?.currency ?? 'INR'}
        busy={busy}
        onPay={(request) =>
          void checkout.startOrder(() => createGiftOrder(request).unwrap(), { gift: true })
        }
      />
      <MyGifts />
      {state.step === 'sandbox' ? (
        <SandboxDialog
          order={state.order}
          pending={state.pending}
          onOutcome={(outcome) => void checkout.completeInSandbox(outcome)}
          onCancel={checkout.cancel}
        />
      ) : null}
    </div>
  );
}
