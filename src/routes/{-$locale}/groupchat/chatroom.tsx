import { createFileRoute } from '@tanstack/react-router';
import { ChatroomPage } from '../../../pages/support/SupportPages';
import { validateChatSearch } from '../../../pages/support/search';

/** `/groupchat/chatroom?platform=web`. */
export const Route = createFileRoute('/{-$locale}/groupchat/chatroom')({
  validateSearch: validateChatSearch,
  component: ChatroomPage,
});
