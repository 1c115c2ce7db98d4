import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PasskeysPage } from '../../../../pages/account/ProfilePages';
import { withTitle } from '../../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/profile/passkey-manager')({
  component: withTitle(msg`Passkeys`, PasskeysPage),
});
