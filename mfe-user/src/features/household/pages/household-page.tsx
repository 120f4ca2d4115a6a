import { useState } from 'react';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { USER_ROUTES } from '@yoga/contracts';
import { takeKeptFragment } from '@yoga/auth';
import { useCatalog, useLocale } from '@yoga/i18n';
import { householdCatalog } from '../i18n';
import { Notice, PageSpinner, deferred } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { BuyHouseholdForm } from '../components/buy-household-form';
import { useMyHouseholdQuery } from '../households.api';
import { useHouseholdCheckout } from '../use-household-checkout';

// The sandbox's test checkout (a Modal) loads when a sandbox payment starts.
const SandboxDialog = deferred(() =>
  import('../../../shared/checkout/sandbox-dialog').then((m) => m.SandboxDialog),
);

// A household's card and its renewal, and an invitation's accept step, load when there is one (issue 38).
const HouseholdCard = deferred(() =>
  import('../components/household-card').then((m) => m.HouseholdCard),
);
const OwnedRenewalCard = deferred(() =>
  import('../../../shared/renewals/owned-renewal').then((m) => m.OwnedRenewalCard),
);
const AcceptInvite = deferred(() =>
  import('../components/accept-invite').then((m) => m.AcceptInvite),
);

/** The invitation's token from the link's fragment (`#token=…`), never sent to the server in the URL. */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token?.trim() || null;
}

/**
 * Household plan (issue 35): buy one (size, price), the household (payer and until when, members and
 * their status, invite and remove for the payer), and an invitation's accept step (`#token=`).
 */
export default function HouseholdPage() {
  useCatalog(householdCatalog);
  const { t } = useLocale();
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  // The link's own fragment, or the one kept while she signed in first (read once, on the first render).
  const [token, setToken] = useState(() => tokenOf(takeKeptFragment(pathname, hash)));
  const [joined, setJoined] = useState(false);
  const { data: household, error, isLoading } = useMyHouseholdQuery();
  const checkout = useHouseholdCheckout();
  const { state } = checkout;
  const busy = state.step === 'ordering' || state.step === 'sandbox' || state.step === 'paying';
  // 404 household_not_found: none yet (by the status: the shared API client may predate the code).
  const none = (error as { status?: unknown } | undefined)?.status === 404;

  // Plain elements drawn as antd's (issue 38: every student page within 250 KB of JavaScript).
  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{t('user.household.title')}</h1>
      {joined ? (
        <Notice type="success" title={t('user.household.joined')} data-testid="household-joined" />
      ) : null}
      {token ? (
        <AcceptInvite
          token={token}
          onDone={() => {
            setJoined(true);
            setToken(null);
            void navigate(USER_ROUTES.household, { replace: true });
          }}
        />
      ) : null}
      {state.step === 'paid' ? (
        <Notice type="success" title={t('user.household.paid')} data-testid="household-paid" />
      ) : null}
      {state.step === 'failed' ? (
        <Notice
          type="error"
          title={state.message}
          action={
            <button
              type="button"
              className={plain.close}
              aria-label={t('user.dismiss')}
              onClick={checkout.reset}
            >
              <CloseOutlined aria-hidden />
            </button>
          }
        />
      ) : null}
      {isLoading ? <PageSpinner /> : null}
      {household ? <HouseholdCard household={household} /> : null}
      {household?.is_payer && household.ends_at ? (
        <OwnedRenewalCard kind="households" id={household.id} renewal={household.renewal ?? null} />
      ) : null}
      {error && !none ? <Notice type="error" title={t('user.tryAgain')} /> : null}
      {none || household?.is_payer ? (
        <BuyHouseholdForm
          key={household ? `renew-${household.id}` : 'buy'}
          renewal={
            household?.ends_at
              ? { size: household.size, plan: household.plan, currency: household.currency }
              : undefined
          }
          busy={busy}
          onPay={(request) =>
            void checkout.start(request, household?.ends_at ? household.id : undefined)
          }
        />
      ) : null}
      {state.step === 'sandbox' ? (
        <SandboxDialog
          order={state.order}
          pending={state.pending}
          onOutcome={(outcome) => void checkout.completeInSandbox(outcome)}
          onCancel={checkout.reset}
        />
      ) : null}
    </div>
  );
}
