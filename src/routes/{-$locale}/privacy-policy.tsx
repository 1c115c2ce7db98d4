import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../pages/legal/LegalPages';

export const Route = createFileRoute('/{-$locale}/privacy-policy')({
  component: PrivacyPolicyPage,
});
