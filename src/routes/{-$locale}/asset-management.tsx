import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../../session/loginGuard';
import { AssetManagementPage } from '../../features/account/MorePages';

export const Route = createFileRoute('/{-$locale}/asset-management')({
  beforeLoad: requireLogin,
  component: AssetManagementPage,
});
