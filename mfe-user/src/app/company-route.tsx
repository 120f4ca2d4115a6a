import { useCatalog, useLocale } from '@yoga/i18n';
import { companyCatalog } from '../features/company/i18n';
import CompanyPage from '../features/company/pages/company-page';
import { CheckoutOutcome } from '../shared/checkout/checkout-outcome';
import { useCheckout } from '../shared/checkout/use-checkout';
import { Notice, deferred } from '@yoga/ui';

// The sandbox's test checkout (a Modal) loads when a sandbox payment starts.
const SandboxDialog = deferred(() =>
  import('../shared/checkout/sandbox-dialog').then((m) => m.SandboxDialog),
);

/**
 * The Company screen with the panel's checkout: the company feature orders seats, the plans feature's
 * checkout (sandbox dialog or Razorpay, then verify) takes the money. Composed here, so neither feature
 * imports the other.
 */
export default function CompanyRoute() {
  useCatalog(companyCatalog);
  const { t } = useLocale();
  // Its own success text (in the page's language), not the membership's.
  const checkout = useCheckout({ paidText: () => t('user.company.paid') });
  const { state } = checkout;
  const busy = state.step !== 'idle' && state.step !== 'failed' && state.step !== 'cancelled';
  return (
    <CompanyPage
      busy={busy}
      pay={(create) => void checkout.startOrder(create)}
      checkout={
        <>
          {state.step === 'paid' ? (
            <Notice type="success" title={t('user.company.paid')} data-testid="company-paid" />
          ) : (
            <CheckoutOutcome state={state} onReset={checkout.reset} />
          )}
          {state.step === 'sandbox' ? (
            <SandboxDialog
              order={state.order}
              pending={state.pending}
              onOutcome={(outcome) => void checkout.completeInSandbox(outcome)}
              onCancel={checkout.cancel}
            />
          ) : null}
        </>
      }
    />
  );
}
