import { WellnessTemplate } from '../components/wellness-template';
import { NUTRITION } from '../wellness.content';

export default function NutritionPage() {
  return <WellnessTemplate topic={NUTRITION} />;
}
