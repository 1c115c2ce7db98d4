/**
 * Separately hosted mini-apps (./miniApp.ts): the frame that hosts one in a page, and the loader
 * (for an idle prefetch).
 */
export { MiniAppFrame, type MiniAppState } from './MiniAppFrame';
export { checkMiniApp, loadMiniApp, miniAppUrl, MINI_APP_FAILURE, type MiniAppName } from './miniApp';
