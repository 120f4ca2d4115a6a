import { Link } from 'react-router-dom';
import {
  AUTH_ROUTES,
  POLICY_LIMITS,
  PUBLIC_ROUTES,
  SITE,
  telHref,
  USER_ROUTES,
} from '@yoga/contracts';
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
        Passwords, reset links and one-time codes are stored only as secure hashes, and access to
        member data is limited to staff who need it. We keep your data for as long as your account
        is active and as required by Indian law.
      </p>

      <h2>6. Your rights and the controls in your account</h2>
      <p>
        Under India&apos;s Digital Personal Data Protection Act you may see, correct and erase your
        personal data, withdraw a consent, and name someone to act for you. Signed in, you can do
        most of this yourself on the <Link to={USER_ROUTES.profile}>Profile</Link> screen:
      </p>
      <ul>
        <li>
          <strong>Correct</strong> your name, mobile number, language and state; change your email
          (we send a confirmation link to the new address) and your password.
        </li>
        <li>
          <strong>Consents</strong>: turn class reminders on WhatsApp or by email on or off at any
          time. Each choice is recorded with its date and where it was made.
        </li>
        <li>
          <strong>Download my data</strong>: one file with everything we store about you: profile,
          bookings, referrals, consents and the sign-in links we sent.
        </li>
        <li>
          <strong>Delete my account</strong>: after you confirm with your password or a one-time
          code, we erase your profile, bookings and consents and sign you out everywhere. Payment
          and invoice records that tax law requires us to keep are kept with your name removed.
        </li>
      </ul>
      <p>
        Forgot your password? Ask for a <Link to={AUTH_ROUTES.forgot}>reset link</Link>, or sign in
        with a one-time code sent to your email.
      </p>

      <h2>7. Grievance officer and privacy queries</h2>
      <p>
        For any privacy query or complaint, write to our grievance officer, {details.grievance.name}
        , at <a href={`mailto:${details.grievance.email}`}>{details.grievance.email}</a> or call{' '}
        <a href={telHref(details.grievance.phone)}>{details.grievance.phone}</a>. We answer within{' '}
        <strong>{privacyQueryResponseDays} days</strong>. If you are not satisfied with our answer,
        you may complain to the Data Protection Board of India.
      </p>

      <SampleDetailsNote details={details} />

      <p>
        Also read our <Link to={PUBLIC_ROUTES.termsOfUse}>Terms of Use</Link>.
      </p>
    </PolicyLayout>
  );
}
