/**
 * The service worker (SPEC section 7): registered at scope / from a file versioned by the app's
 * release, once the page has loaded (it never competes with the first paint). Production only:
 * the demo's mocked backend is a service worker at the same scope. What it caches, and how a new
 * version takes over: vite.config.ts (`serviceWorker`) and docs/service-worker.md.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.VITE_DEMO || !import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    // The worker's URL is a plain string, which the CSP's Trusted Types let through only by the
    // default policy (src/lib/trustedTypes.ts), loaded here rather than with the first page's code.
    import('../lib/trustedTypes')
      .then(({ installTrustedTypes }) => {
        installTrustedTypes();
        return navigator.serviceWorker.register(`/sw.js?v=${import.meta.env.VITE_RELEASE}`, { scope: '/' });
      })
      .catch((error: unknown) => {
        // No worker: the app works as before, without the offline shell.
        console.warn('The service worker did not register.', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
