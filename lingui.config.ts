import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './src/app/locales';

// Catalogs: locales/<code>/messages.po. `lingui extract` collects the Trans/t macros from src;
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
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/src/routeTree.gen.ts'],
    },
  ],
  // No line numbers in origins: catalogs change only when messages change.
  format: formatter({ lineNumbers: false }),
});
