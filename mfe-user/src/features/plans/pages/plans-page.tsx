import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Flex, Segmented, Switch, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { usePlansQuery, useProfileQuery } from '@yoga/api-client';
import { selectCurrentUser } from '@yoga/auth';
import {
  formatPriceMinor,
  Role,
  type CouponCheckResponse,
  type Currency,
  type PlanId,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useMySubscriptionQuery } from '../../../shared/membership.api';
import { quote, readSelection, selectionSearch, withOffer } from '../checkout-selection';
import { CheckoutOutcome } from '../components/checkout-outcome';
import { CheckoutPanel, type CheckoutMode } from '../components/checkout-panel';
import { MembershipStatus } from '../components/membership-status';
import { RenewalPanel } from '../components/renewal-panel';
import { OfferCodeField } from '../components/offer-code-field';
import { PlanCards } from '../components/plan-cards';
import { PlansQuery } from '../components/plans-query';
import { SandboxDialog } from '../components/sandbox-dialog';
import { useCheckout } from '../use-checkout';

const CURRENCIES = ['INR', 'USD'] as const;

/** Membership, the plans in INR and USD, and checkout for the chosen one (?plan=…&currency=…). */
export default function PlansPage() {
  const user = useSelector(selectCurrentUser);
  const { t, locale } = useLocale();
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
  // "Pay once" or "Renew automatically": never pre-selected.
  const [mode, setMode] = useState<CheckoutMode | undefined>(undefined);
  const gstState = (pickedState === undefined ? profile?.state : pickedState) ?? undefined;

  const select = (plan: PlanId | undefined, currency: Currency) => {
    checkout.reset();
    setParams(selectionSearch({ plan, currency }), { replace: true });
  };
  // The plans on sale (the plans module owns them); a plan in the address that is not on sale is ignored.
  const { data: plans } = usePlansQuery();
  const chosenPlan = plans?.find((p) => p.slug === selection.plan);
  // An applied offer code counts for the plan and currency it was checked for.
  const [checkedOffer, setOffer] = useState<CouponCheckResponse | null>(null);
  const offer =
    checkedOffer?.plan === selection.plan && checkedOffer?.currency === selection.currency
      ? checkedOffer
      : null;
  const chosen = chosenPlan
    ? withOffer(quote(chosenPlan, selection.currency, creditBalance, spendCredits, locale), offer)
    : undefined;
  const { state } = checkout;

  // The checkout is drawn below every plan card: on a phone, far below the button just pressed. A plan
  // chosen here (or arriving from the public price page's "Choose plan") brings it into view.
  const checkoutRef = useRef<HTMLDivElement>(null);
  const revealCheckout = useRef(Boolean(selection.plan));
  useEffect(() => {
    const target = checkoutRef.current;
    if (!revealCheckout.current || !target) return;
    revealCheckout.current = false;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [chosenPlan, canBuy]);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('user.plans.title')}
      </Typography.Title>
      <MembershipStatus />
      {canBuy ? <RenewalPanel /> : null}
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
      <PlansQuery>
        {(onSale) => (
          <PlanCards
            plans={onSale}
            currency={selection.currency}
            creditBalance={creditBalance}
            useCredits={spendCredits}
            selected={chosenPlan?.slug}
            onChoose={(plan) => {
              revealCheckout.current = true;
              select(plan, selection.currency);
            }}
            canBuy={canBuy}
          />
        )}
      </PlansQuery>
      {canBuy && chosen && state.step !== 'paid' ? (
        <div ref={checkoutRef} style={{ scrollMarginTop: 80 }}>
          <CheckoutPanel
            quote={chosen}
            offerField={
              <OfferCodeField
                key={`${chosen.id}-${chosen.currency}`}
                plan={chosen.id}
                currency={chosen.currency}
                applied={offer}
                onApplied={setOffer}
                disabled={
                  state.step !== 'idle' && state.step !== 'failed' && state.step !== 'cancelled'
                }
              />
            }
            subscription={subscription}
            busy={state.step !== 'idle' && state.step !== 'failed' && state.step !== 'cancelled'}
            gstState={gstState}
            onGstStateChange={(code) => setPickedState(code ?? null)}
            mode={mode}
            onModeChange={setMode}
            onPay={() =>
              void (mode === 'renew'
                ? checkout.startRecurring({
                    plan: chosen.id,
                    currency: chosen.currency,
                    ...(chosen.currency === 'INR' && gstState ? { state: gstState } : {}),
                    ...(chosen.coupon ? { coupon: chosen.coupon } : {}),
                  })
                : checkout.start({
                    plan: chosen.id,
                    currency: chosen.currency,
                    use_credits: spendCredits,
                    ...(chosen.currency === 'INR' && gstState ? { state: gstState } : {}),
                    ...(chosen.coupon ? { coupon: chosen.coupon } : {}),
                  }))
            }
          />
        </div>
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
