import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@yoga/auth';
import { useBusinessRules } from '@yoga/site-settings';
import { useLocale } from '@yoga/i18n';
import { ReferralCard } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { ReferralEarnings } from '../components/referral-earnings';

export default function ReferralPage() {
  const user = useSelector(selectCurrentUser);
  const { t } = useLocale();
  const trialDays = useBusinessRules().trial_days;
  // Plain elements (issue 38: every student page within 250 KB of JavaScript).
  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{t('user.referrals.title')}</h1>
      <p className={plain.paragraph}>{t('user.referrals.intro', { days: trialDays })}</p>
      {user ? <ReferralCard userId={user.id} /> : null}
      {user ? <ReferralEarnings userId={user.id} /> : null}
    </div>
  );
}
