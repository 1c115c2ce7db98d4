/**
 * The theme before the first paint (issue 34): index.html's <head> carries a marker, which this
 * plugin replaces, in development and in both builds, with src/theme/beforePaint.ts bundled by
 * Vite as a small classic inline script. That script puts `<html data-theme>` from the stored
 * choice or the system's preference with the app's own function (src/theme/themeChoice.ts), so
 * the rule is written once; the prerendered shell's guard is inlined the same way
 * (scripts/prerender.ts).
 *
 * The script is the same bytes in every page of a build: a content security policy can allow it
 * by its hash.
 */
import { build, type Plugin } from 'vite';
import { join } from 'node:path';

/** Where index.html wants the script: a comment starting `<!-- theme-before-paint`. */
const THEME_SCRIPT_MARKER = /<!-- theme-before-paint\b[^>]*-->/;

/** src/theme/beforePaint.ts as a minified classic script. */
async function bundleThemeScript(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: { entry: join(root, 'src/theme/beforePaint.ts'), formats: ['iife'], name: '__themeBeforePaint' },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  if (!result || !('output' in result)) throw new Error('theme script: nothing bundled');
  const chunk = result.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('theme script: bundled to nothing');
  return chunk.code.trim();
}

/** index.html with the script in place of its marker. */
export function withThemeScript(html: string, script: string): string {
  if (!THEME_SCRIPT_MARKER.test(html)) throw new Error('theme script: index.html lacks its <!-- theme-before-paint --> marker');
  if (script.includes('</script')) throw new Error('theme script: the bundle would close its <script> element');
  return html.replace(THEME_SCRIPT_MARKER, () => `<script>${script}</script>`);
}

export function themeBeforePaint(): Plugin {
  let root = process.cwd();
  let built: Promise<string> | null = null;
  return {
    name: 'theme-before-paint',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      // Bundled once; the dev server bundles it again after an edit to src/theme.
      const themeDir = join(root, 'src/theme');
      server.watcher.on('change', (file) => {
        if (file.startsWith(themeDir)) built = null;
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        built ??= bundleThemeScript(root);
        return withThemeScript(html, await built);
      },
    },
  };
}
