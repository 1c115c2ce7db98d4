import { createFileRoute } from '@tanstack/react-router';
import { AgreementDocumentPage } from '../../../pages/legal/LegalPages';

export const Route = createFileRoute('/{-$locale}/docs/agreement.html')({
  component: AgreementDocumentPage,
});
