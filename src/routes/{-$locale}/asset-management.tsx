import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../../site/loginGuard';
import { AssetManagementPage } from '../../pages/account/AssetManagementPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/asset-management')({
  beforeLoad: requireLogin,
  component: withTitle(msg`Asset management`, AssetManagementPage),
});
