import { createFileRoute } from '@tanstack/react-router';
import { RiskDisclosurePage } from '../../../pages/legal/LegalPages';

export const Route = createFileRoute('/{-$locale}/legal/risk-disclosure')({
  component: RiskDisclosurePage,
});
