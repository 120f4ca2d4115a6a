import { Link } from 'react-router-dom';
import { POLICY_LIMITS, PUBLIC_ROUTES, SITE, TRIAL_DAYS } from '@yoga/contracts';
import { SampleDetailsNote, useBusinessDetails } from '@yoga/site-settings';
import { PolicyLayout } from '../components/policy-layout';
import { POLICY_UPDATED, subscriptionPeriodsText } from '../policies.content';

export default function TermsPage() {
  const details = useBusinessDetails();
  const {
    minimumAge,
    arbitrationAppointmentDays,
    serviceProblemReportDays,
    paymentRefundRequestDays,
  } = POLICY_LIMITS;
  return (
    <PolicyLayout
      title="Terms of Use"
      description={`The terms for using ${SITE.brandName}: adults ${minimumAge}+ only, subscriptions, fair use of live classes, health responsibility and dispute resolution.`}
      lead={`By registering for or using ${SITE.brandName}, you agree to these terms. Please read them carefully.`}
      updated={POLICY_UPDATED}
    >
      <h2>1. Eligibility</h2>
      <p>
        You must be {minimumAge} years or older to register. By creating an account you confirm that
        the details you give are true and your own.
      </p>

      <h2>2. Free trial and subscriptions</h2>
      <p>
        New members get a free {TRIAL_DAYS}-day trial. After the trial, access continues with a paid
        subscription, which may be {subscriptionPeriodsText()}. Prices are shown on our{' '}
        <Link to={PUBLIC_ROUTES.price}>pricing page</Link>.
      </p>

      <h2>3. Using the live classes</h2>
      <ul>
        <li>Class links are personal. Please do not share or resell them.</li>
        <li>Do not record, copy or broadcast the classes without our written permission.</li>
        <li>Be respectful to teachers and fellow members in every session and chat.</li>
      </ul>

      <h2>4. Your health</h2>
      <p>
        Yoga is safe for most people, but it is not a substitute for medical advice. Consult your
        doctor before you start if you have a medical condition, an injury or are pregnant, and
        always practise within your comfort.
      </p>

      <h2>5. Refunds</h2>
      <p>
        Service problems must be reported within {serviceProblemReportDays} calendar days and failed
        or duplicate payments within {paymentRefundRequestDays} calendar days. Details are in our{' '}
        <Link to={PUBLIC_ROUTES.returnRefund}>Refund and Replacement Policy</Link>.
      </p>

      <h2>6. Disputes and arbitration</h2>
      <p>
        We will always try to resolve a complaint amicably first. If that fails, the dispute will be
        referred to a sole arbitrator under the Arbitration and Conciliation Act, 1996. The
        arbitrator will be appointed within <strong>{arbitrationAppointmentDays} days</strong> of
        either party's written notice. The seat of arbitration is {details.address.city},{' '}
        {details.address.state}, and the proceedings will be in English.
      </p>

      <h2>7. Changes and contact</h2>
      <p>
        We may update these terms and will show the date of the latest change on this page.
        Questions? Write to {details.email} or call {details.phone}.
      </p>
      <SampleDetailsNote details={details} />
    </PolicyLayout>
  );
}
