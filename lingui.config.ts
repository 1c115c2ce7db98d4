import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './src/app/locales';

// Catalogs: locales/<code>/{shell,pages}.po. `lingui extract` collects the Trans/t macros from src;
// the Vite plugin compiles a .po file when the app imports it (one chunk per locale), and
// `lingui compile` is only needed for tools outside Vite. Missing translations fall back to en.
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: {
    'ar-dubai': 'ar',
    'ja-jp': 'ja',
    'it-eu': 'it',
    br: 'pt',
    default: SOURCE_LOCALE,
  },
  // Two catalogs per locale, so the first paint waits only for the strings it shows:
  // - shell: the layout every page has (header, footer, overlays, 404, error screen) and the
  //   home page; boot loads it before the first render;
  // - pages: every other page (src/features/pages and the route files' titles); loaded with
  //   the shell when the first page is not home, else in the background after the first paint.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/shell',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/ui',
        '<rootDir>/src/facts',
        '<rootDir>/src/machines',
        ...['header', 'footer', 'deposit', 'registration', 'not-found', 'error', 'empty-state'].map(
          (feature) => `<rootDir>/src/features/${feature}`,
        ),
        '<rootDir>/src/routes/__root.tsx',
        '<rootDir>/src/routes/{-$locale}/route.tsx',
        '<rootDir>/src/routes/{-$locale}/index.tsx',
      ],
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/src/app/demo'],
    },
    {
      path: '<rootDir>/locales/{locale}/pages',
      include: [
        '<rootDir>/src/features/pages',
        '<rootDir>/src/features/sidenav',
        '<rootDir>/src/features/rewards',
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
