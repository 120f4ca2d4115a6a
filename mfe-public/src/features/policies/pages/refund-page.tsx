import { Link } from 'react-router-dom';
import { POLICY_LIMITS, PUBLIC_ROUTES, SITE, TRIAL_DAYS } from '@yoga/contracts';
import { SampleDetailsNote, useBusinessDetails } from '@yoga/site-settings';
import { PolicyLayout, PolicyText } from '../components/policy-layout';
import { subscriptionPeriodsText } from '../policies.content';
import { useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { policiesCatalog } from '../i18n';

export default function RefundPage() {
  useCatalog(policiesCatalog);
  const details = useBusinessDetails();
  const { t } = useLocale();
  const to = useLocalePath();
  const { serviceProblemReportDays, paymentRefundRequestDays } = POLICY_LIMITS;
  const values = {
    brand: SITE.brandName,
    serviceDays: serviceProblemReportDays,
    paymentDays: paymentRefundRequestDays,
    trialDays: TRIAL_DAYS,
    periods: subscriptionPeriodsText(t),
    phone: details.phone,
    email: details.email,
  };
  const strong = { 0: <strong /> };
  return (
    <PolicyLayout page="refund" values={values}>
      <PolicyText as="h2" id="public.policy.refund.1.title" />
      <PolicyText id="public.policy.refund.1.text" values={values} />
      <PolicyText as="h2" id="public.policy.refund.2.title" />
      <PolicyText
        id="public.policy.refund.2.text"
        values={values}
        components={{ 0: <Link to={to(PUBLIC_ROUTES.price)} /> }}
      />
      <PolicyText as="h2" id="public.policy.refund.3.title" />
      <PolicyText id="public.policy.refund.3.text" values={values} components={strong} />
      <PolicyText as="h2" id="public.policy.refund.4.title" />
      <PolicyText id="public.policy.refund.4.text" values={values} components={strong} />
      <PolicyText as="h2" id="public.policy.refund.5.title" />
      <PolicyText id="public.policy.refund.5.text" values={values} />
      <PolicyText as="h2" id="public.policy.refund.6.title" />
      <PolicyText
        id="public.policy.refund.6.text"
        values={values}
        components={{ 0: <Link to={to(PUBLIC_ROUTES.contact)} /> }}
      />
      <SampleDetailsNote details={details} text={t('public.policy.sample')} />
    </PolicyLayout>
  );
}
