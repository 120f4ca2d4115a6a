import { Alert, Button, Space } from 'antd';
import { Link } from 'react-router-dom';
import { USER_ROUTES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { CHECKOUT_TEXTS, type CheckoutState } from './use-checkout';

/** How the last payment ended, in the page (the toast is gone after a few seconds). */
export function CheckoutOutcome({ state, onReset }: { state: CheckoutState; onReset: () => void }) {
  const { t } = useLocale();
  if (state.step === 'paid') {
    // An Alert rather than antd's Result, whose module carries three large illustrations.
    return (
      <Alert
        type="success"
        showIcon
        title={state.message}
        description={
          <Space wrap size="large">
            {state.subscription.subscription_no ? (
              <span>
                {t('user.checkout.subscriptionNumber', {
                  number: state.subscription.subscription_no,
                })}
              </span>
            ) : null}
            <Link to={USER_ROUTES.payment}>{t('user.checkout.seePayments')}</Link>
            <Link to={USER_ROUTES.classbook}>{t('user.bookAClass')}</Link>
          </Space>
        }
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
        action={<Button onClick={onReset}>{t('user.checkout.tryAgain')}</Button>}
        data-testid="checkout-outcome"
      />
    );
  }
  if (state.step === 'cancelled') {
    return (
      <Alert
        type="info"
        showIcon
        title={t(CHECKOUT_TEXTS.cancelled)}
        action={<Button onClick={onReset}>{t('user.dismiss')}</Button>}
        data-testid="checkout-outcome"
      />
    );
  }
  return null;
}
