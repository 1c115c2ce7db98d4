import { createFileRoute } from '@tanstack/react-router';
import { MobileAppPage } from '../../features/pages/legal/CompanyPages';

export const Route = createFileRoute('/{-$locale}/mobileapp')({
  component: MobileAppPage,
});
