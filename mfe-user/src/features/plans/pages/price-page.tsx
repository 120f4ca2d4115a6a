import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { USER_ROUTES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { MembershipStatus } from '../components/membership-status';
import { PackageTables } from '../components/package-tables';
import { PlansQuery } from '../components/plans-query';

export default function PricePage() {
  const { t } = useLocale();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('user.price.title')}
      </Typography.Title>
      <MembershipStatus />
      <Card>
        <PlansQuery>{(plans) => <PackageTables plans={plans} />}</PlansQuery>
        <Typography.Paragraph style={{ marginTop: 16 }}>
          {t('user.price.note')}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          <Link to={USER_ROUTES.plans}>{t('user.price.choose')}</Link>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
