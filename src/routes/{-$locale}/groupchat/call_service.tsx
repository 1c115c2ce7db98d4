import { createFileRoute } from '@tanstack/react-router';
import { CustomerServicePage } from '../../../pages/support/SupportPages';
import { validateChatSearch } from '../../../pages/support/search';

/** `/groupchat/call_service?platform=web`. */
export const Route = createFileRoute('/{-$locale}/groupchat/call_service')({
  validateSearch: validateChatSearch,
  component: CustomerServicePage,
});
