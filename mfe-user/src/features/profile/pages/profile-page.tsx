import type { ReactNode } from 'react';
import { errorMessage, useProfileQuery } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
import {
  ChangePasswordForm,
  EmailChangeForm,
  Notice,
  PlainButton,
  ProfileDetailsForm,
} from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { HealthNotesSection } from '../components/health-notes-section';
import { MyDataSection } from '../components/my-data-section';
import { LowDataSection } from '../components/low-data-section';
import { PushToggle } from '../components/push-toggle';
import { TimeZoneSection } from '../components/time-zone-section';

/** One of the page's cards: antd's Card with its title, in plain elements (issue 38). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={plain.headed}>
      <div className={plain.cardHead}>
        <h2 className={plain.cardHeading}>{title}</h2>
      </div>
      <div className={plain.cardBody}>{children}</div>
    </section>
  );
}

/** The student's own account: details and consents, email, password, health notes, and their data (DPDP). */
export default function ProfilePage() {
  const { data: profile, error, isLoading, refetch } = useProfileQuery();
  const { t } = useLocale();
  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{t('user.profile.title')}</h1>
      {isLoading ? (
        <div className={plain.stackSmall} aria-hidden="true">
          <div className={plain.skeleton} />
          <div className={plain.skeleton} />
          <div className={plain.skeleton} />
        </div>
      ) : null}
      {error ? (
        <Notice
          type="error"
          title={t('user.profile.loadFailed', {
            reason: errorMessage(error) ?? t('user.tryAgain'),
          })}
          action={<PlainButton onClick={() => refetch()}>{t('user.retry')}</PlainButton>}
        />
      ) : null}
      {profile ? (
        <>
          <Section title={t('user.profile.details')}>
            <ProfileDetailsForm profile={profile} />
          </Section>
          <Section title={t('user.timeZone.title')}>
            <TimeZoneSection profile={profile} />
          </Section>
          <Section title={t('user.lowData.title')}>
            <LowDataSection />
          </Section>
          <Section title={t('user.push.title')}>
            <PushToggle />
          </Section>
          <Section title={t('user.profile.email')}>
            <EmailChangeForm profile={profile} />
          </Section>
          <Section title={t('user.profile.password')}>
            <ChangePasswordForm />
          </Section>
          <Section title={t('user.health.title')}>
            <HealthNotesSection />
          </Section>
          <Section title={t('user.profile.data')}>
            <MyDataSection profile={profile} />
          </Section>
        </>
      ) : null}
    </div>
  );
}
