import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { USER_ROUTES } from '@yoga/contracts';
import { Trans, useLocale } from '@yoga/i18n';
import { useNavItems } from './nav-items';

/** An address the panel does not have: said in the panel's language, with a link to each of its sections. */
export default function NotFound() {
  const { t } = useLocale();
  const sections = useNavItems().filter((item) => item.key !== 'logout');
  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t('user.notFound.title')}
      </Typography.Title>
      <Typography.Paragraph>
        <Trans id="user.notFound.text" components={{ 0: <Link to={USER_ROUTES.dashboard} /> }} />
      </Typography.Paragraph>
      <nav aria-label={t('user.notFound.sections')}>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            gap: '4px 16px',
            padding: 0,
            listStyle: 'none',
          }}
        >
          {sections.map((item) => (
            <li key={item.key}>
              <Link to={item.to} style={{ display: 'inline-block', padding: '4px 0' }}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}
