import { createFileRoute } from '@tanstack/react-router';
import { skipIfLoggedIn } from '../../session/loginGuard';
import { LoginPage } from '../../features/account/AuthPages';
import { validateAuthSearch } from '../../features/account/search';

/** `/login`, optional `ch`, `ref_uid` and `redirect` (where the login guard came from). */
export const Route = createFileRoute('/{-$locale}/login')({
  validateSearch: validateAuthSearch,
  beforeLoad: skipIfLoggedIn,
  component: LoginPage,
});
