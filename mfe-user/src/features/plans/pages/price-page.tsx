import { Link } from 'react-router-dom';
import { USER_ROUTES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import plain from '../../../shared/plain.module.css';
import { MembershipStatus } from '../components/membership-status';
import { PackageTables } from '../components/package-tables';
import { PlansQuery } from '../components/plans-query';

/** The packages at a glance. Plain elements drawn as antd's (issue 38: every student page within 250 KB). */
export default function PricePage() {
  const { t } = useLocale();
  return (
    <div className={plain.stack}>
      <h1 className={plain.title}>{t('user.price.title')}</h1>
      <MembershipStatus />
      <div className={plain.card}>
        <PlansQuery>{(plans) => <PackageTables plans={plans} />}</PlansQuery>
        <p className={plain.paragraph} style={{ marginTop: 16 }}>
          {t('user.price.note')}
        </p>
        <p className={plain.text} style={{ marginTop: 16 }}>
          <Link to={USER_ROUTES.plans}>{t('user.price.choose')}</Link>
        </p>
      </div>
    </div>
  );
}
