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
import { PolicyLayout, PolicyText } from '../components/policy-layout';
import { Trans, useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { policiesCatalog } from '../i18n';

export default function PrivacyPage() {
  useCatalog(policiesCatalog);
  const details = useBusinessDetails();
  const { t } = useLocale();
  const to = useLocalePath();
  const { privacyQueryResponseDays, minimumAge } = POLICY_LIMITS;
  const values = {
    brand: SITE.brandName,
    days: privacyQueryResponseDays,
    age: minimumAge,
    officer: details.grievance.name,
    email: details.grievance.email,
    phone: details.grievance.phone,
  };
  const strong = { 0: <strong /> };
  const p = 'public.policy.privacy';
  return (
    <PolicyLayout page="privacy" values={values}>
      <PolicyText as="h2" id={`${p}.1.title`} />
      <p>
        <Trans
          id={`${p}.1.text`}
          values={values}
          components={{
            0: <span translate="no">{details.brand_name}</span>,
            1: (
              <span translate="no">
                {details.legal_name}, {streetAddress(details)}
              </span>
            ),
          }}
        />
      </p>
      <PolicyText as="h2" id={`${p}.2.title`} />
      <ul>
        {[1, 2, 3, 4].map((n) => (
          <PolicyText key={n} as="li" id={`${p}.2.item.${n}`} />
        ))}
      </ul>
      <PolicyText as="h2" id={`${p}.3.title`} />
      <PolicyText id={`${p}.3.text`} />
      <PolicyText as="h2" id={`${p}.4.title`} values={values} />
      <PolicyText id={`${p}.4.text`} values={values} />
      <PolicyText as="h2" id={`${p}.5.title`} />
      <PolicyText id={`${p}.5.text`} />
      <PolicyText as="h2" id={`${p}.6.title`} />
      <PolicyText id={`${p}.6.text`} components={{ 0: <Link to={USER_ROUTES.profile} /> }} />
      <ul>
        {[1, 2, 3, 4].map((n) => (
          <PolicyText key={n} as="li" id={`${p}.6.item.${n}`} components={strong} />
        ))}
      </ul>
      <PolicyText id={`${p}.6.forgot`} components={{ 0: <Link to={to(AUTH_ROUTES.forgot)} /> }} />
      <PolicyText as="h2" id={`${p}.7.title`} />
      <PolicyText
        id={`${p}.7.text`}
        values={values}
        components={{
          0: <span translate="no" />,
          1: <a href={`mailto:${details.grievance.email}`} />,
          2: <a href={telHref(details.grievance.phone)} />,
          3: <strong />,
        }}
      />
      <SampleDetailsNote details={details} text={t('public.policy.sample')} />
      <PolicyText
        id={`${p}.alsoRead`}
        components={{ 0: <Link to={to(PUBLIC_ROUTES.termsOfUse)} /> }}
      />
    </PolicyLayout>
  );
}
