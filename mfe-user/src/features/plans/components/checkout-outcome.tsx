import { Alert, Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { USER_ROUTES } from '@yoga/contracts';
import { CHECKOUT_TEXTS, type CheckoutState } from '../use-checkout';

/** How the last payment ended, in the page (the toast is gone after a few seconds). */
export function CheckoutOutcome({ state, onReset }: { state: CheckoutState; onReset: () => void }) {
  if (state.step === 'paid') {
    return (
      <Result
        status="success"
        title={state.message}
        subTitle={
          state.subscription.subscription_no
            ? `Subscription number ${state.subscription.subscription_no}.`
            : undefined
        }
        extra={[
          <Link key="payments" to={USER_ROUTES.payment}>
            See your payments
          </Link>,
          <Link key="book" to={USER_ROUTES.classbook}>
            Book a class
          </Link>,
        ]}
        data-testid="checkout-outcome"
      />
    );
  }
  if (state.step === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={state.message}
        action={<Button onClick={onReset}>Try again</Button>}
        data-testid="checkout-outcome"
      />
    );
  }
  if (state.step === 'cancelled') {
    return (
      <Alert
        type="info"
        showIcon
        title={CHECKOUT_TEXTS.cancelled}
        action={<Button onClick={onReset}>Dismiss</Button>}
        data-testid="checkout-outcome"
      />
    );
  }
  return null;
}
