import { WellnessTemplate } from '../components/wellness-template';
import { PHYSICAL } from '../wellness.content';

export default function PhysicalPage() {
  return <WellnessTemplate topic={PHYSICAL} />;
}
