import { Space, Typography } from 'antd';
import { useCatalog, useLocale } from '@yoga/i18n';
import { BusinessDetailsCard } from '../components/business-details-card';
import { BusinessRulesCard } from '../components/business-rules-card';
import { settingsCatalog } from '../i18n';

/** Settings: the business details every page, email and invoice shows, and the business rules. */
export default function SettingsPage() {
  useCatalog(settingsCatalog);
  const { t } = useLocale();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.settings.title')}
      </Typography.Title>
      <BusinessDetailsCard />
      <BusinessRulesCard />
    </Space>
  );
}
