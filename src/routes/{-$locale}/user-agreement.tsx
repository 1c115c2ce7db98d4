import { createFileRoute } from '@tanstack/react-router';
import { UserAgreementPage } from '../../pages/legal/LegalPages';

export const Route = createFileRoute('/{-$locale}/user-agreement')({
  component: UserAgreementPage,
});
