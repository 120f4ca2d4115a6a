import { Link } from 'react-router-dom';
import { POLICY_LIMITS, PUBLIC_ROUTES, SITE } from '@yoga/contracts';
import { SampleDetailsNote, streetAddress, useBusinessDetails } from '@yoga/site-settings';
import { PolicyLayout } from '../components/policy-layout';
import { POLICY_UPDATED } from '../policies.content';

export default function PrivacyPage() {
  const details = useBusinessDetails();
  const { privacyQueryResponseDays, minimumAge } = POLICY_LIMITS;
  return (
    <PolicyLayout
      title="Privacy Policy"
      description={`What personal data ${SITE.brandName} collects, why, how we protect it and how to reach us. Privacy queries are answered within ${privacyQueryResponseDays} days.`}
      lead="Your trust matters more to us than any data. Here is what we collect, why we collect it and the choices you have."
      updated={POLICY_UPDATED}
    >
      <h2>1. Who we are</h2>
      <p>
        {details.brand_name} is operated by {details.legal_name}, {streetAddress(details)}. This
        policy applies to our website and our live classes.
      </p>

      <h2>2. What we collect</h2>
      <ul>
        <li>
          Account details you give us: name, email address, mobile number and an optional referral
          code.
        </li>
        <li>
          Class bookings and preferred timings, so that we can send you the right class links.
        </li>
        <li>
          Payment confirmations from our payment partner. We never see or store your card or UPI
          PIN.
        </li>
        <li>
          Basic technical data such as browser type, used only to keep the service secure and
          working.
        </li>
      </ul>

      <h2>3. How we use it</h2>
      <p>
        We use your data to run your account, send class links and reminders on your messaging app,
        process subscriptions and answer your questions. We do not sell your personal data to
        anyone.
      </p>

      <h2>4. Age</h2>
      <p>
        Our services are for adults aged {minimumAge} and over. We do not knowingly collect data
        from anyone younger.
      </p>

      <h2>5. Security and storage</h2>
      <p>
        Passwords are stored only as secure hashes, and access to member data is limited to staff
        who need it. We keep your data for as long as your account is active and as required by
        Indian law.
      </p>

      <h2>6. Your rights and privacy queries</h2>
      <p>
        You may ask to see, correct or delete your personal data at any time. Email {details.email}{' '}
        and we will answer your privacy query within{' '}
        <strong>{privacyQueryResponseDays} days</strong>.
      </p>

      <h2>7. Grievance officer</h2>
      <p>
        For a complaint about how we handle your data, write to our grievance officer,{' '}
        {details.grievance.name}, at {details.grievance.email} or call {details.grievance.phone}.
      </p>
      <SampleDetailsNote details={details} />

      <p>
        Also read our <Link to={PUBLIC_ROUTES.termsOfUse}>Terms of Use</Link>.
      </p>
    </PolicyLayout>
  );
}
