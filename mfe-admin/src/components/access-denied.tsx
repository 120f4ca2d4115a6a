import { Button } from 'antd';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, panelPathForRole } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import styles from './panel-bits.module.css';

/** What a signed-in non-admin sees; the server answers 403 to the same person anyway. */
export function AccessDenied() {
  const user = useSelector(selectCurrentUser);
  const navigate = useNavigate();
  const panel = user ? panelPathForRole(user.role) : undefined;
  const home = panel ?? '/';
  return (
    <section className={styles.denied} role="alert">
      <h1>{MESSAGES.accessDenied}</h1>
      <p>This area is for administrators only.</p>
      <Button type="primary" href={home} onClick={(e) => (e.preventDefault(), navigate(home))}>
        {panel ? 'Go to my panel' : 'Go to the homepage'}
      </Button>
    </section>
  );
}
