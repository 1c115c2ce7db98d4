import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../../pages/legal/LegalPages';

export const Route = createFileRoute('/{-$locale}/legal/privacy-policy')({
  component: PrivacyPolicyPage,
});
