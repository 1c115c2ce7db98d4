/**
 * Customer support (SPEC section 2, other routes): /groupchat/call_service and
 * /groupchat/chatroom?platform=web.
 */
export { CustomerServicePage, ChatroomPage } from './SupportPages';
export { validateChatSearch, type ChatSearch } from './search';
