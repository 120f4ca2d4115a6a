import { USER_ROUTES } from '@yoga/contracts';
import { LogoutScreen } from '@yoga/ui';

export default function LogoutPage() {
  return <LogoutScreen stayPath={USER_ROUTES.dashboard} />;
}
