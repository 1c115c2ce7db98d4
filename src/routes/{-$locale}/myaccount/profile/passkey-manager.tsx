import { createFileRoute } from '@tanstack/react-router';
import { PasskeysPage } from '../../../../pages/account/ProfilePages';

export const Route = createFileRoute('/{-$locale}/myaccount/profile/passkey-manager')({
  component: PasskeysPage,
});
