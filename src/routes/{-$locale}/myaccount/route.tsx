import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireLogin } from '../../../site/loginGuard';

/** The /myaccount family needs a logged-in visitor (SPEC section 2, login-required guard). */
export const Route = createFileRoute('/{-$locale}/myaccount')({
  beforeLoad: requireLogin,
  component: Outlet,
});
