import { ADMIN_ROUTES } from '@yoga/contracts';
import { LogoutScreen } from '@yoga/ui';

export default function LogoutPage() {
  return <LogoutScreen stayPath={ADMIN_ROUTES.dashboard} />;
}
