import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerServicePage } from '../../../pages/support/SupportPages';
import { validateChatSearch } from '../../../pages/support/search';
import { withTitle } from '../../../app/routeTitle';

/** `/groupchat/call_service?platform=web`. */
export const Route = createFileRoute('/{-$locale}/groupchat/call_service')({
  validateSearch: validateChatSearch,
  component: withTitle(msg`Customer service`, CustomerServicePage),
});
