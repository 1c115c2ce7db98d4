import { createFileRoute } from '@tanstack/react-router';
import { skipIfLoggedIn } from '../../session/loginGuard';
import { SignupPage } from '../../features/account/AuthPages';
import { validateAuthSearch } from '../../features/account/search';

/** `/signup`, optional `ch`, `ref_uid` and `redirect` (where the login guard came from). */
export const Route = createFileRoute('/{-$locale}/signup')({
  validateSearch: validateAuthSearch,
  beforeLoad: skipIfLoggedIn,
  component: SignupPage,
});
