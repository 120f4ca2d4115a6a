import { Button } from 'antd';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { panelPathForRole } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { useLocale } from '@yoga/i18n';
import styles from './panel-bits.module.css';

/** What a signed-in non-admin sees; the server answers 403 to the same person anyway. */
export function AccessDenied() {
  const { t } = useLocale();
  const user = useSelector(selectCurrentUser);
  const navigate = useNavigate();
  const panel = user ? panelPathForRole(user.role) : undefined;
  const home = panel ?? '/';
  return (
    <section className={styles.denied} role="alert">
      <h1>{t('admin.denied.title')}</h1>
      <p>{t('admin.denied.body')}</p>
      <Button type="primary" href={home} onClick={(e) => (e.preventDefault(), navigate(home))}>
        {t(panel ? 'admin.denied.toPanel' : 'admin.denied.toHome')}
      </Button>
    </section>
  );
}
