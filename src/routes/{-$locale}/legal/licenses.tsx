import { createFileRoute } from '@tanstack/react-router';
import { LicensesPage } from '../../../pages/legal/LegalPages';

export const Route = createFileRoute('/{-$locale}/legal/licenses')({
  component: LicensesPage,
});
