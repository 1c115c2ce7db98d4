import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the demo build in
 * dist-demo/, served by scripts/serve.mjs. They build nothing: run `npm run build:demo` first
 * (scripts/test.sh does). Each launch gets a fresh temporary profile from Playwright.
 */
const port = Number(process.env.E2E_PORT ?? 4174);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    // The demo's mocked backend is a service worker (MSW).
    serviceWorkers: 'allow',
    // Tests read the page with string expressions (`page.evaluate('document.cookie')`), which the
    // served Content-Security-Policy forbids as eval. The policy itself is proven where it is the
    // subject: e2e/security.spec.ts and e2e/hostile-content.spec.ts turn this off.
    bypassCSP: true,
    // No trace by default: recording one (DOM snapshots at every action, the network) for every
    // test to keep the failures' made the browser tier a third slower on this 2-core machine
    // (shell.spec's 12 site tests, one worker: 31 s without, 47-51 s with). A failure still leaves
    // its screenshot and error context (the page's accessibility snapshot); to trace one, rerun it
    // with E2E_TRACE=1 (`E2E_TRACE=1 npm run test:e2e -- -g "its name"`). Even then without the
    // screencast: recording every frame of a page whose chart repaints with each streamed bar
    // starved the chart here.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // TOOLCHAIN.md: the flags that work headless as root on this machine.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium 156's headless browser still builds the omnibox's suggestion popup, a WebUI page
        // in a renderer of its own, for every context: about 0.5 s of CPU a test for a popup no
        // one sees. The last --disable-features on a command line wins, so this one repeats
        // Playwright's own list (1.65's chromiumSwitches.ts) before adding the popup's features.
        `--disable-features=${[
          ...['AimEnabled', 'AvoidCorsURLLoaderRestartOnRedirect', 'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose'],
          ...['HttpsFirstBalancedModeAutoEnable', 'HttpsUpgrades', 'LensOverlay', 'MediaRouter', 'NetworkTimeServiceQuerying', 'OptimizationHints'],
          ...['PaintHolding', 'PreconnectToSearch', 'TcpPortRandomizationWin', 'ThirdPartyStoragePartitioning'],
          ...['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'],
        ].join(',')}`,
      ],
    },
  },
  webServer: {
    // Playwright starts the command through a shell, in a process group of its own, with a pipe
    // as stdin, and stops it when the run ends normally. A run that dies (killed, crashed) never
    // did, and the next one failed with "already used": `exec` makes serve.mjs the process
    // Playwright holds (no shell in between), and --exit-with-stdin stops it when Playwright's
    // end of the pipe closes, whatever ended Playwright.
    command: `exec node scripts/serve.mjs ${process.env.E2E_DIST ?? 'dist-demo'} --exit-with-stdin`,
    env: { PORT: String(port) },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 15_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
