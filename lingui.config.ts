import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './src/app/locales.ts';

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
  // Three catalogs per locale, so the first paint waits only for the strings it shows
  // (src/app/i18n.ts loads them):
  // - shell: the header, the layout, the error screen and the home page; before the first render;
  // - extras: the footer, the overlays, the header's panels and phone menu and the 404 body (lazy
  //   components): with their chunks;
  // - pages: every other page (src/features/pages and the route files' titles); with the shell
  //   when the first page is not home, else in the background after the first paint.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/shell',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/ui',
        '<rootDir>/src/facts',
        '<rootDir>/src/machines',
        '<rootDir>/src/features/header',
        '<rootDir>/src/features/error',
        '<rootDir>/src/routes/__root.tsx',
        '<rootDir>/src/routes/{-$locale}/route.tsx',
        '<rootDir>/src/routes/{-$locale}/index.tsx',
      ],
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '<rootDir>/src/app/demo',
        // The header's lazy panels and phone menu read the extras part.
        '<rootDir>/src/features/header/panels.tsx',
        '<rootDir>/src/features/header/MobileMenu.tsx',
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/extras',
      include: [
        ...['footer', 'deposit', 'registration', 'not-found'].map(
          (feature) => `<rootDir>/src/features/${feature}`,
        ),
        '<rootDir>/src/features/header/panels.tsx',
        '<rootDir>/src/features/header/MobileMenu.tsx',
      ],
      exclude: ['**/node_modules/**', '**/*.test.*'],
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
