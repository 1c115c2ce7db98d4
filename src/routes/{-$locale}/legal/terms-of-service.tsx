import { createFileRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '../../../pages/legal/LegalPages';

export const Route = createFileRoute('/{-$locale}/legal/terms-of-service')({
  component: TermsOfServicePage,
});
