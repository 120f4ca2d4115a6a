import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { usePlansQuery, useProfileQuery } from '@yoga/api-client';
import { selectCurrentUser } from '@yoga/auth';
import {
  creditBalanceIn,
  formatPriceMinor,
  offeredCurrencies,
  Role,
  type CouponCheckResponse,
  type Currency,
  type PlanId,
} from '@yoga/contracts';
import { preferredCurrency, useLocale } from '@yoga/i18n';
import { CurrencySwitch } from '../../../shared/currency-switch';
import plain from '../../../shared/plain.module.css';
import { useMySubscriptionQuery } from '../../../shared/membership.api';
import { offeredIn, quote, readSelection, selectionSearch, withOffer } from '../checkout-selection';
import { CheckoutOutcome } from '../../../shared/checkout/checkout-outcome';
import { type CheckoutMode } from '../components/checkout-panel';
import { MembershipStatus } from '../components/membership-status';
import { RenewalPanel } from '../../../shared/renewals/renewal-panel';
import { PlanCards } from '../components/plan-cards';
import { PlansQuery } from '../components/plans-query';
import { useCheckout } from '../../../shared/checkout/use-checkout';
import { deferred } from '@yoga/ui';

// The chosen plan's checkout (its Select, Radio and offer-code field) loads when a plan is chosen.
const PlanCheckout = deferred(() =>
  import('../components/plan-checkout').then((m) => m.PlanCheckout),
);

// The sandbox's test checkout (a Modal) loads when a sandbox payment starts.
const SandboxDialog = deferred(() =>
  import('../../../shared/checkout/sandbox-dialog').then((m) => m.SandboxDialog),
);

/**
 * The checkout is drawn below every plan card: on a phone, far below the button just pressed. A plan
 * chosen here (or arriving from the public price page's "Choose plan") brings it into view. Its code
 * loads when a plan is first chosen: it is scrolled to once drawn, so the page is tall enough.
 */
function useRevealCheckout(planInAddress: boolean, plan: unknown, canBuy: boolean) {
  const checkoutRef = useRef<HTMLDivElement>(null);
  const revealCheckout = useRef(planInAddress);
  const [checkoutDrawn, setCheckoutDrawn] = useState(false);
  const markCheckoutDrawn = useCallback(() => setCheckoutDrawn(true), []);
  useEffect(() => {
    const target = checkoutRef.current;
    if (!revealCheckout.current || !target || !checkoutDrawn) return;
    revealCheckout.current = false;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [plan, canBuy, checkoutDrawn]);
  return { checkoutRef, revealCheckout, markCheckoutDrawn };
}

/**
 * Membership, the plans in INR, USD and the currencies the owner added (issue 37), and checkout for the
 * chosen one (?plan=…&currency=…; without a currency, her country's or the one she chose before).
 */
export default function PlansPage() {
  const user = useSelector(selectCurrentUser);
  const { t, locale } = useLocale();
  const canBuy = user?.role === Role.User;
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  const { data: subscription } = useMySubscriptionQuery();
  const creditBalance = subscription
    ? creditBalanceIn(subscription.credits, selection.currency)
    : 0;
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
  // No currency in the address: her country's, or the one she chose before on this device (issue 37).
  const namedCurrency = params.has('currency');
  useEffect(() => {
    if (namedCurrency || !plans) return;
    const preferred = preferredCurrency(offeredCurrencies(plans));
    if (preferred !== 'INR')
      setParams(selectionSearch({ plan: selection.plan, currency: preferred }), { replace: true });
  }, [namedCurrency, plans, selection.plan, setParams]);
  const chosenPlan = plans?.find(
    (p) => p.slug === selection.plan && offeredIn(p, selection.currency),
  );
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

  const { checkoutRef, revealCheckout, markCheckoutDrawn } = useRevealCheckout(
    Boolean(selection.plan),
    chosenPlan,
    canBuy,
  );

  // Plain elements drawn as antd's (issue 38: every student page within 250 KB of JavaScript).
  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{t('user.plans.title')}</h1>
      <MembershipStatus />
      {canBuy ? <RenewalPanel /> : null}
      <CheckoutOutcome state={state} onReset={checkout.reset} />
      <div className={plain.actions} style={{ gap: 16 }}>
        <CurrencySwitch
          plans={plans}
          value={selection.currency}
          onChange={(currency) => select(selection.plan, currency)}
        />
        {canBuy && creditBalance > 0 ? (
          <label>
            <button
              type="button"
              role="switch"
              className={plain.switch}
              aria-checked={useCredits}
              onClick={() => setUseCredits(!useCredits)}
            />{' '}
            {t('user.plans.useCredits', {
              amount: formatPriceMinor(creditBalance, selection.currency),
            })}
          </label>
        ) : null}
      </div>
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
          <PlanCheckout
            chosen={chosen}
            offer={offer}
            onOfferApplied={setOffer}
            subscription={subscription}
            spendCredits={spendCredits}
            gstState={gstState}
            onGstStateChange={(code) => setPickedState(code ?? null)}
            mode={mode}
            onModeChange={setMode}
            checkout={checkout}
            onDrawn={markCheckoutDrawn}
          />
        </div>
      ) : null}
      {!canBuy ? (
        <p className={`${plain.paragraph} ${plain.muted}`}>{t('user.plans.instructors')}</p>
      ) : null}
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
