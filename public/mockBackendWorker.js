/* global importScripts */
/*
 * Demo only (production never ships it: vite.config.ts removes it with MSW's worker). The demo's
 * mocked backend is MSW's service worker (./mockServiceWorker.js, as `msw init` wrote it). That
 * worker hands EVERY request of the page to the page's handlers before letting it through: each
 * of the app's own built files (its chunks, styles, logos) took a round trip through the worker
 * and the page and a second fetch by the worker. No handler answers those (src/mocks/handlers.ts
 * mocks the API, config bundles, coin icons and third parties), so this listener, registered
 * first, takes them away from MSW's: the browser then fetches and caches them as without a worker.
 */
const scope = new URL(self.registration.scope);
const STATIC = ['assets/', 'logos/', 'images/', 'favicon.svg'].map((path) => new URL(path, scope).pathname);

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === scope.origin && STATIC.some((path) => url.pathname.startsWith(path))) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
