import { Button, Result } from 'antd';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { homePathForRole, MESSAGES } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';

/** What a signed-in non-admin sees; the server answers 403 to the same person anyway. */
export function AccessDenied() {
  const user = useSelector(selectCurrentUser);
  const home = user ? homePathForRole(user.role) : '/';
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{MESSAGES.accessDenied}</h1>}
      subTitle="This area is for administrators only."
      extra={
        <Link to={home}>
          <Button type="primary">Go to my panel</Button>
        </Link>
      }
    />
  );
}
