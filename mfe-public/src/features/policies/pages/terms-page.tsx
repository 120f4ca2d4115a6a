import { usePlans } from '../../../shared/plans-data';
import { PolicyPage } from '../components/policy-page';

export default function TermsPage() {
  const plans = usePlans();
  return <PolicyPage page="terms" plans={plans.status === 'ready' ? plans.plans : null} />;
}
