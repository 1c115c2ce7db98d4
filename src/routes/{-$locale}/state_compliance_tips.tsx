import { createFileRoute } from '@tanstack/react-router';
import { RestrictedRegionPage } from '../../pages/compliance/RestrictedRegionPage';

export const Route = createFileRoute('/{-$locale}/state_compliance_tips')({
  component: RestrictedRegionPage,
});
