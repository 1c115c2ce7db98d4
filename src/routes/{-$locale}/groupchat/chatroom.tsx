import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChatroomPage } from '../../../pages/support/SupportPages';
import { validateChatSearch } from '../../../pages/support/search';
import { withTitle } from '../../../app/routeTitle';

/** `/groupchat/chatroom?platform=web`. */
export const Route = createFileRoute('/{-$locale}/groupchat/chatroom')({
  validateSearch: validateChatSearch,
  component: withTitle(msg`Chatroom`, ChatroomPage),
});
