/**
 * Separately hosted mini-apps (./miniApp.ts): the frame that hosts one in a page, and the loader
 * (for an idle prefetch).
 */
export { MiniAppFrame } from './MiniAppFrame';
export { checkMiniApp, loadMiniApp, miniAppUrl } from './miniApp';
