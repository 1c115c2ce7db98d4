/**
 * Inside the native app (SPEC sections 2, 5, 7; issue 13 part 3): links become bridge calls
 * (NativeLinks, mounted by the shell in the app), and features the app is too old for say so.
 */
export { NativeLinks } from './NativeLinks';
export { AppUpdateNotice } from './AppUpdateNotice';
