import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { skipIfLoggedIn } from '../../site/loginGuard';
import { SignupPage } from '../../pages/account/AuthPages';
import { validateAuthSearch } from '../../pages/account/search';
import { withTitle } from '../../app/routeTitle';

/** `/signup`, optional `ch`, `ref_uid` and `redirect` (where the login guard came from). */
export const Route = createFileRoute('/{-$locale}/signup')({
  validateSearch: validateAuthSearch,
  beforeLoad: skipIfLoggedIn,
  component: withTitle(msg`Sign up`, SignupPage),
});
