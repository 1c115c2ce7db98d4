import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FALLBACK_LOCALES, LOCALES, SOURCE_LOCALE } from './src/i18n/locales.ts';

// Catalogs: locales/<code>/{shell,pages}.po. `lingui extract` collects the Trans/t macros from src;
// the Vite plugin compiles a .po file when the app imports it (one chunk per locale), and
// `lingui compile` is only needed for tools outside Vite. Missing translations fall back to en.
/** Folders whose messages the first paint shows (besides the shared modules below). */
const SHELL_UNITS = ['shell/header', 'shell/error', 'pages/home'];
/** Lazily loaded chrome: the footer, the overlays, the auth forms, the 404 page's links and stories. */
const EXTRAS_UNITS = [
  'shell/footer',
  'shell/not-found',
  'shell/chatroom',
  'shell/offline',
  'widgets/deposit-options',
  'widgets/auth',
  'overlays/user/depositDrawer',
  'overlays/user/depositMethod',
  'overlays/user/registrationModal',
  'overlays/user/fundPassword',
  // Every overlay the engine's screen decides.
  ...readdirSync(join(import.meta.dirname, 'src/overlays/policy')).map((id) => `overlays/policy/${id}`),
];
/**
 * The 404 page's heading, text and button: its largest paint, which would otherwise wait for the
 * extras part behind its importer map, two requests after the entry (issue 15). Its links and
 * stories (NotFoundMore.tsx) stay in extras, loaded after that paint.
 */
const SHELL_FILES = ['<rootDir>/src/shell/not-found/NotFoundBody.tsx'];
const HEADER_EXTRAS = ['<rootDir>/src/shell/header/panels.tsx', '<rootDir>/src/shell/header/MobileMenu.tsx'];
/** Every other folder of pages, shell, services, widgets and user overlays reads the pages part. */
const PAGE_UNITS = ['pages', 'shell', 'services', 'widgets', 'overlays/user']
  .flatMap((kind) => readdirSync(join(import.meta.dirname, 'src', kind)).map((name) => `${kind}/${name}`))
  .filter((unit) => !SHELL_UNITS.includes(unit) && !EXTRAS_UNITS.includes(unit));
/** Files outside those folders that only pages render. */
const PAGES_FILES = ['<rootDir>/src/ui/content/DataTable.tsx'];
const src = (folder: string) => `<rootDir>/src/${folder}`;

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { ...(FALLBACK_LOCALES as Record<string, string>), default: SOURCE_LOCALE },
  // Three catalogs per locale, so the first paint waits only for the strings it shows
  // (src/i18n/catalogs.ts loads them). Which source folders feed which part:
  // - shell: the app's layout, the shared modules, the overlay machinery, the header, the error
  //   screen, the home page and the 404 page's heading (SHELL_FILES); before the first render;
  // - extras: the footer, the overlays, the auth forms, the header's panels and phone menu and the
  //   404 page's links and stories (lazy components): with their chunks;
  // - pages: every other page, shell, service and widget folder and the route files (with the
  //   page titles they declare); with the shell when the first page is not home, else after the
  //   first paint.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/shell',
      include: [
        ...['app', 'ui', 'facts', 'overlays/machines', 'overlays/host', 'i18n', 'site', 'theme', 'lib'].map(src),
        ...SHELL_UNITS.map(src),
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
      include: [...EXTRAS_UNITS.map(src), ...HEADER_EXTRAS],
      exclude: ['**/node_modules/**', '**/*.test.*', ...SHELL_FILES],
    },
    {
      path: '<rootDir>/locales/{locale}/pages',
      include: [
        ...PAGE_UNITS.map(src),
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
