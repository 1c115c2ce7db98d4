import { createFileRoute } from '@tanstack/react-router';
import { ChatroomPage } from '../../../features/support/SupportPages';
import { validateChatSearch } from '../../../features/support/search';

/** `/groupchat/chatroom?platform=web`. */
export const Route = createFileRoute('/{-$locale}/groupchat/chatroom')({
  validateSearch: validateChatSearch,
  component: ChatroomPage,
});
