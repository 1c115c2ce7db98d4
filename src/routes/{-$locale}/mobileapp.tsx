import { createFileRoute } from '@tanstack/react-router';
import { MobileAppPage } from '../../pages/legal/CompanyPages';

export const Route = createFileRoute('/{-$locale}/mobileapp')({
  component: MobileAppPage,
});
