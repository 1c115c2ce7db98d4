import { createFileRoute } from '@tanstack/react-router';
import { MobileAppPage } from '../../pages/legal/MobileAppPage';

export const Route = createFileRoute('/{-$locale}/mobileapp')({
  component: MobileAppPage,
});
