import { PolicyPage } from '../components/policy-page';

export default function PrivacyPage() {
  return <PolicyPage page="privacy" />;
}
