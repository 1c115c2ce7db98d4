import { createFileRoute } from '@tanstack/react-router';
import { ChatroomPage } from '../../../features/pages/misc/MiscPages';
import { validateChatSearch } from '../../../features/pages/misc/search';

/** `/groupchat/chatroom?platform=web`. */
export const Route = createFileRoute('/{-$locale}/groupchat/chatroom')({
  validateSearch: validateChatSearch,
  component: ChatroomPage,
});
