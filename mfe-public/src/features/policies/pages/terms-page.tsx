import { Link } from 'react-router-dom';
import { POLICY_LIMITS, PUBLIC_ROUTES, SITE, TRIAL_DAYS } from '@yoga/contracts';
import { SampleDetailsNote, useBusinessDetails } from '@yoga/site-settings';
import { PolicyLayout, PolicyText } from '../components/policy-layout';
import { subscriptionPeriodsText } from '../policies.content';
import { useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { policiesCatalog } from '../i18n';

export default function TermsPage() {
  useCatalog(policiesCatalog);
  const details = useBusinessDetails();
  const { t } = useLocale();
  const to = useLocalePath();
  const {
    minimumAge,
    arbitrationAppointmentDays,
    serviceProblemReportDays,
    paymentRefundRequestDays,
  } = POLICY_LIMITS;
  const values = {
    brand: SITE.brandName,
    age: minimumAge,
    trialDays: TRIAL_DAYS,
    periods: subscriptionPeriodsText(t),
    serviceDays: serviceProblemReportDays,
    paymentDays: paymentRefundRequestDays,
    arbitrationDays: arbitrationAppointmentDays,
    city: details.address.city,
    state: details.address.state,
    email: details.email,
    phone: details.phone,
  };
  const p = 'public.policy.terms';
  return (
    <PolicyLayout page="terms" values={values}>
      <PolicyText as="h2" id={`${p}.1.title`} />
      <PolicyText id={`${p}.1.text`} values={values} />
      <PolicyText as="h2" id={`${p}.2.title`} />
      <PolicyText
        id={`${p}.2.text`}
        values={values}
        components={{ 0: <Link to={to(PUBLIC_ROUTES.price)} /> }}
      />
      <PolicyText as="h2" id={`${p}.3.title`} />
      <ul>
        {[1, 2, 3].map((n) => (
          <PolicyText key={n} as="li" id={`${p}.3.item.${n}`} />
        ))}
      </ul>
      <PolicyText as="h2" id={`${p}.4.title`} />
      <PolicyText id={`${p}.4.text`} />
      <PolicyText as="h2" id={`${p}.5.title`} />
      <PolicyText
        id={`${p}.5.text`}
        values={values}
        components={{ 0: <Link to={to(PUBLIC_ROUTES.returnRefund)} /> }}
      />
      <PolicyText as="h2" id={`${p}.6.title`} />
      <PolicyText
        id={`${p}.6.text`}
        values={values}
        components={{ 0: <strong />, 1: <span translate="no" /> }}
      />
      <PolicyText as="h2" id={`${p}.7.title`} />
      <PolicyText id={`${p}.7.text`} values={values} />
      <SampleDetailsNote details={details} text={t('public.policy.sample')} />
    </PolicyLayout>
  );
}
