import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FALLBACK_LOCALES, LOCALES, SOURCE_LOCALE } from './src/i18n/locales.ts';

// Catalogs: locales/<code>/{shell,pages}.po. `lingui extract` collects the Trans/t macros from src;
// the Vite plugin compiles a .po file when the app imports it (one chunk per locale), and
// `lingui compile` is only needed for tools outside Vite. Missing translations fall back to en.
/** Feature folders whose messages the first paint shows. */
const SHELL_FEATURES = ['header', 'error', 'home'];
/** Lazily loaded chrome: the footer, the overlays, the 404 page's links and stories. */
const EXTRAS_FEATURES = [
  'footer',
  'deposit',
  'depositDrawer',
  'depositMethod',
  'registration',
  'registrationModal',
  'not-found',
  'appDownloadBar',
  'kycBar',
  'regionBar',
  'remindBar',
  'complianceDialog',
  'accountNotice',
  'withdrawOnlyPrompt',
  'complianceReminder',
  'complianceTips',
  'grayTaxToast',
  'businessNotice',
  'upcomingFeature',
  'declaration',
  'userAgreement',
  'ipCheck',
  'exclusiveModal',
  'homepageBanner',
  'alphaBanner',
  'chatroom',
  'fundPassword',
  'welcomePopup',
  'vipPopup',
  'offline',
];
/**
 * The 404 page's heading, text and button: its largest paint, which would otherwise wait for the
 * extras part behind its importer map, two requests after the entry (issue 15). Its links and
 * stories (NotFoundMore.tsx) stay in extras, loaded after that paint.
 */
const SHELL_FILES = ['<rootDir>/src/features/not-found/NotFoundBody.tsx'];
const HEADER_EXTRAS = ['<rootDir>/src/features/header/panels.tsx', '<rootDir>/src/features/header/MobileMenu.tsx'];
/** Every other feature folder is a product area whose pages read the pages part. */
const PAGE_FEATURES = readdirSync(join(import.meta.dirname, 'src/features')).filter(
  (feature) => !SHELL_FEATURES.includes(feature) && !EXTRAS_FEATURES.includes(feature),
);
/** Files outside src/features that only pages render. */
const PAGES_FILES = ['<rootDir>/src/app/pageTitles.ts', '<rootDir>/src/ui/DataTable.tsx'];

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { ...(FALLBACK_LOCALES as Record<string, string>), default: SOURCE_LOCALE },
  // Three catalogs per locale, so the first paint waits only for the strings it shows
  // (src/i18n/catalogs.ts loads them). Which source folders feed which part:
  // - shell: the app's layout, the shared modules, the header, the error screen, the home page
  //   and the 404 page's heading (SHELL_FILES); before the first render;
  // - extras: the footer, the user-opened overlays, the header's panels and phone menu and the
  //   404 page's links and stories (lazy components): with their chunks;
  // - pages: every other feature folder (one per product area), the page titles and the route
  //   files; with the shell when the first page is not home, else after the first paint.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/shell',
      include: [
        ...['app', 'ui', 'facts', 'machines', 'overlays', 'i18n', 'site', 'theme', 'session', 'lib'].map(
          (folder) => `<rootDir>/src/${folder}`,
        ),
        ...SHELL_FEATURES.map((feature) => `<rootDir>/src/features/${feature}`),
        ...SHELL_FILES,
        '<rootDir>/src/routes/__root.tsx',
        '<rootDir>/src/routes/{-$locale}/route.tsx',
        '<rootDir>/src/routes/{-$locale}/index.tsx',
      ],
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '<rootDir>/src/app/demo',
        ...PAGES_FILES,
        // The header's lazy panels and phone menu read the extras part.
        ...HEADER_EXTRAS,
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/extras',
      include: [...EXTRAS_FEATURES.map((feature) => `<rootDir>/src/features/${feature}`), ...HEADER_EXTRAS],
      exclude: ['**/node_modules/**', '**/*.test.*', ...SHELL_FILES],
    },
    {
      path: '<rootDir>/locales/{locale}/pages',
      include: [
        ...PAGE_FEATURES.map((feature) => `<rootDir>/src/features/${feature}`),
        ...PAGES_FILES,
        '<rootDir>/src/routes',
      ],
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '<rootDir>/src/routes/__root.tsx',
        '<rootDir>/src/routes/{-$locale}/route.tsx',
        '<rootDir>/src/routes/{-$locale}/index.tsx',
      ],
    },
  ],
  // No line numbers in origins: catalogs change only when messages change.
  format: formatter({ lineNumbers: false }),
});
