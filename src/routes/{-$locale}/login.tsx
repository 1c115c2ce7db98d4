import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { skipIfLoggedIn } from '../../site/loginGuard';
import { LoginPage } from '../../pages/account/AuthPages';
import { validateAuthSearch } from '../../pages/account/search';
import { withTitle } from '../../app/routeTitle';

/** `/login`, optional `ch`, `ref_uid` and `redirect` (where the login guard came from). */
export const Route = createFileRoute('/{-$locale}/login')({
  validateSearch: validateAuthSearch,
  beforeLoad: skipIfLoggedIn,
  component: withTitle(msg`Log in`, LoginPage),
});
