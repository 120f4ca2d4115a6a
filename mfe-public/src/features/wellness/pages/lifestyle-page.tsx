import { WellnessTemplate } from '../components/wellness-template';
import { LIFESTYLE } from '../wellness.content';

export default function LifestylePage() {
  return <WellnessTemplate topic={LIFESTYLE} />;
}
