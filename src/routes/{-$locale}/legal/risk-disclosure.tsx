import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RiskDisclosurePage } from '../../../pages/legal/LegalPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/legal/risk-disclosure')({
  component: withTitle(msg`Risk disclosure`, RiskDisclosurePage),
});
