import { Link } from 'react-router-dom';
import { POLICY_LIMITS, PUBLIC_ROUTES, SITE, TRIAL_DAYS } from '@yoga/contracts';
import { SampleDetailsNote, useBusinessDetails } from '@yoga/site-settings';
import { PolicyLayout } from '../components/policy-layout';
import { POLICY_UPDATED, subscriptionPeriodsText } from '../policies.content';

export default function RefundPage() {
  const details = useBusinessDetails();
  const { serviceProblemReportDays, paymentRefundRequestDays } = POLICY_LIMITS;
  return (
    <PolicyLayout
      title="Refund and Replacement Policy"
      description={`When and how ${SITE.brandName} replaces a class or refunds a payment: report service problems within ${serviceProblemReportDays} days and payment problems within ${paymentRefundRequestDays} days.`}
      lead="We want every class to be worth your time. This policy explains what we do when something goes wrong."
      updated={POLICY_UPDATED}
    >
      <h2>1. Try before you pay</h2>
      <p>
        Every new member gets a free {TRIAL_DAYS}-day trial with access to all live slots. We
        encourage you to use it fully before buying a subscription, so that you know exactly what
        you are paying for.
      </p>

      <h2>2. Subscriptions</h2>
      <p>
        Subscriptions may be {subscriptionPeriodsText()}. The plan period starts on the day your
        payment is confirmed and the price you pay is the offer price shown on our{' '}
        <Link to={PUBLIC_ROUTES.price}>pricing page</Link> at that time.
      </p>

      <h2>3. Service problems: replacement sessions</h2>
      <p>
        If a live session you booked could not take place, or a technical problem on our side
        stopped you from attending, please report it within{' '}
        <strong>{serviceProblemReportDays} calendar days</strong> of the session. We will offer you
        a replacement session or extend your plan by the days affected. Reports made after{' '}
        {serviceProblemReportDays} calendar days cannot be accepted.
      </p>

      <h2>4. Refunds for failed or duplicate payments</h2>
      <p>
        If money was debited but the payment failed, or you were charged twice for the same plan,
        write to us within <strong>{paymentRefundRequestDays} calendar days</strong> of the
        transaction with the transaction reference. After verification we refund the amount to the
        original payment method. Your bank may take a few working days to show it.
      </p>

      <h2>5. No cash refunds otherwise</h2>
      <p>
        Apart from failed or duplicate payments, subscription fees are not refunded in cash. A plan
        that has started cannot be cancelled for a refund, but where we are at fault we will always
        offer replacement sessions or extra days.
      </p>

      <h2>6. How to reach us</h2>
      <p>
        Call {details.phone} or email {details.email} with your registered email address and mobile
        number. See all ways to reach us on the <Link to={PUBLIC_ROUTES.contact}>Contact Us</Link>{' '}
        page.
      </p>
      <SampleDetailsNote details={details} />
    </PolicyLayout>
  );
}
