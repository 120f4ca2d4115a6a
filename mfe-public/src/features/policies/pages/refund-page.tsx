import { usePlans } from '../../../shared/plans-data';
import { PolicyPage } from '../components/policy-page';

export default function RefundPage() {
  const plans = usePlans();
  return <PolicyPage page="refund" plans={plans.status === 'ready' ? plans.plans : null} />;
}
