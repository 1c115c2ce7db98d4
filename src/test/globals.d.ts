/**
 * The demo build's window hooks the browser tests read (e2e/), declared for the test project.
 * src/app/router.ts declares them for the app; the test project reached that file only through
 * the old whole-app harness, and nothing in it imports src/app any more.
 */
declare global {
  interface Window {
    /** Demo and dev builds only: the monitoring module, for browser tests. */
    __monitoring?: typeof import('../analytics/monitor');
  }
}

export {};
