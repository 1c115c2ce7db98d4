import { createFileRoute } from '@tanstack/react-router';
import { CustomerServicePage } from '../../../features/pages/misc/MiscPages';
import { validateChatSearch } from '../../../features/pages/misc/search';

/** `/groupchat/call_service?platform=web`. */
export const Route = createFileRoute('/{-$locale}/groupchat/call_service')({
  validateSearch: validateChatSearch,
  component: CustomerServicePage,
});
