import { WellnessTemplate } from '../components/wellness-template';
import { MENTAL_HEALTH } from '../wellness.content';

export default function MentalHealthPage() {
  return <WellnessTemplate topic={MENTAL_HEALTH} />;
}
