import { Link } from 'react-router-dom';
import { USER_ROUTES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { Notice } from '@yoga/ui';
import plain from '../plain.module.css';
import { CHECKOUT_TEXTS, type CheckoutState } from './use-checkout';

/**
 * How the last payment ended, in the page (the toast is gone after a few seconds). Plain elements drawn
 * as antd's Alert and Button (issue 38: every student page within 250 KB of JavaScript).
 */
export function CheckoutOutcome({ state, onReset }: { state: CheckoutState; onReset: () => void }) {
  const { t } = useLocale();
  if (state.step === 'paid') {
    return (
      <Notice
        type="success"
        title={state.message}
        description={
          <div className={plain.actions} style={{ columnGap: 24 }}>
            {state.subscription.subscription_no ? (
              <span>
                {t('user.checkout.subscriptionNumber', {
                  number: state.subscription.subscription_no,
                })}
              </span>
            ) : null}
            <Link to={USER_ROUTES.payment}>{t('user.checkout.seePayments')}</Link>
            <Link to={USER_ROUTES.classbook}>{t('user.bookAClass')}</Link>
          </div>
        }
        data-testid="checkout-outcome"
      />
    );
  }
  if (state.step === 'failed') {
    return (
      <Notice
        type="error"
        title={state.message}
        action={
          <button type="button" className={plain.button} onClick={onReset}>
            {t('user.checkout.tryAgain')}
          </button>
        }
        data-testid="checkout-outcome"
      />
    );
  }
  if (state.step === 'cancelled') {
    return (
      <Notice
        type="info"
        title={t(CHECKOUT_TEXTS.cancelled)}
        action={
          <button type="button" className={plain.button} onClick={onReset}>
            {t('user.dismiss')}
          </button>
        }
        data-testid="checkout-outcome"
      />
    );
  }
  return null;
}
