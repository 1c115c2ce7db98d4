import { createFileRoute } from '@tanstack/react-router';
import { AgreementDocumentPage } from '../../../features/legal/LegalPages';

export const Route = createFileRoute('/{-$locale}/docs/agreement.html')({
  component: AgreementDocumentPage,
});
