import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../../app/loginGuard';
import { AssetManagementPage } from '../../features/pages/account/MorePages';

export const Route = createFileRoute('/{-$locale}/asset-management')({
  beforeLoad: requireLogin,
  component: AssetManagementPage,
});
