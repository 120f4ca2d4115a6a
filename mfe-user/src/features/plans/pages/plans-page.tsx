import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Flex, Segmented, Switch, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useProfileQuery } from '@yoga/api-client';
import { selectCurrentUser } from '@yoga/auth';
import { formatPriceMinor, Role, type Currency, type PlanId } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useMySubscriptionQuery } from '../../../shared/membership.api';
import { quote, readSelection, selectionSearch } from '../checkout-selection';
import { CheckoutOutcome } from '../components/checkout-outcome';
import { CheckoutPanel } from '../components/checkout-panel';
import { MembershipStatus } from '../components/membership-status';
import { PlanCards } from '../components/plan-cards';
import { SandboxDialog } from '../components/sandbox-dialog';
import { useCheckout } from '../use-checkout';

const CURRENCIES = ['INR', 'USD'] as const;

/** Membership, the plans in INR and USD, and checkout for the chosen one (?plan=…&currency=…). */
export default function PlansPage() {
  const user = useSelector(selectCurrentUser);
  const { t } = useLocale();
  const currencyOptions = CURRENCIES.map((value) => ({
    value,
    label: t(`user.plans.currency${value}`),
  }));
  const canBuy = user?.role === Role.User;
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  const { data: subscription } = useMySubscriptionQuery();
  const creditBalance = subscription?.credits[selection.currency] ?? 0;
  const [useCredits, setUseCredits] = useState(true);
  const spendCredits = useCredits && creditBalance > 0;
  const checkout = useCheckout();
  // The place of supply for an INR invoice: the student's pick, else the state on their profile.
  const { data: profile } = useProfileQuery(undefined, { skip: !canBuy });
  const [pickedState, setPickedState] = useState<string | null | undefined>(undefined);
  const gstState = (pickedState === undefined ? profile?.state : pickedState) ?? undefined;

  const select = (plan: PlanId | undefined, currency: Currency) => {
    checkout.reset();
    setParams(selectionSearch({ plan, currency }), { replace: true });
  };
  const chosen = selection.plan
    ? quote(selection.plan, selection.currency, creditBalance, spendCredits)
    : undefined;
  const { state } = checkout;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('user.plans.title')}
      </Typography.Title>
      <MembershipStatus />
      <CheckoutOutcome state={state} onReset={checkout.reset} />
      <Flex wrap gap={16} align="center">
        <Segmented<Currency>
          aria-label={t('user.plans.currency')}
          options={currencyOptions}
          value={selection.currency}
          onChange={(currency) => select(selection.plan, currency)}
        />
        {canBuy && creditBalance > 0 ? (
          <label>
            <Switch checked={useCredits} onChange={setUseCredits} />{' '}
            {t('user.plans.useCredits', {
              amount: formatPriceMinor(creditBalance, selection.currency),
            })}
          </label>
        ) : null}
      </Flex>
      <PlanCards
        currency={selection.currency}
        creditBalance={creditBalance}
        useCredits={spendCredits}
        selected={selection.plan}
        onChoose={(plan) => select(plan, selection.currency)}
        canBuy={canBuy}
      />
      {canBuy && chosen && state.step !== 'paid' ? (
        <CheckoutPanel
          quote={chosen}
          subscription={subscription}
          busy={state.step !== 'idle' && state.step !== 'failed' && state.step !== 'cancelled'}
          gstState={gstState}
          onGstStateChange={(code) => setPickedState(code ?? null)}
          onPay={() =>
            void checkout.start({
              plan: chosen.id,
              currency: chosen.currency,
              use_credits: spendCredits,
              ...(chosen.currency === 'INR' && gstState ? { state: gstState } : {}),
            })
          }
        />
      ) : null}
      {!canBuy ? (
        <Typography.Paragraph type="secondary">{t('user.plans.instructors')}</Typography.Paragraph>
      ) : null}
      {state.step === 'sandbox' ? (
        <SandboxDialog
          order={state.order}
          pending={state.pending}
          onOutcome={(outcome) => void checkout.completeInSandbox(outcome)}
          onCancel={checkout.cancel}
        />
      ) : null}
    </Flex>
  );
}
