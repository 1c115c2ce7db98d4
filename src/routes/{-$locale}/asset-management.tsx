import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../../site/loginGuard';
import { AssetManagementPage } from '../../pages/account/AssetManagementPage';

export const Route = createFileRoute('/{-$locale}/asset-management')({
  beforeLoad: requireLogin,
  component: AssetManagementPage,
});
