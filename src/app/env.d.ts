/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** true in `--mode demo`, dev and tests; the literal false in the production build. */
  readonly VITE_DEMO: boolean;
  /** The app's release (package.json version): the service worker's file is versioned by it. */
  readonly VITE_RELEASE: string;
  /** Base URL of the API (default: same origin). */
  readonly VITE_API_BASE?: string;
  /** A data-path prefix put before every API path (default: none). */
  readonly VITE_DATA_PREFIX?: string;
  /** Hot config (issue 16): the manifest of the config bundle published since the build (default /config-bundle/manifest.json). */
  readonly VITE_CONFIG_MANIFEST_URL?: string;
  /** Signed hot config (issue 37): the version the release signs the build's own bundle with; a hot bundle must be above it (default 0). */
  readonly VITE_CONFIG_BUNDLE_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A Lingui catalog, compiled by @lingui/vite-plugin when imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The boot fields of every config/sites/*.json (vite.config.ts, siteIndex()). */
declare module 'virtual:site-index' {
  const index: readonly import('../site/sites').SiteIndexEntry[];
  export default index;
}

/** The bar stack by what boot knows of a visit (vite.config.ts, barHintsModule()). */
declare module 'virtual:bar-hints' {
  const hints: import('../bundle/barHints').BarHints;
  export default hints;
}

/** Loads one part of a locale's catalog (vite.config.ts, catalogImporters()). */
declare module 'virtual:catalog/*' {
  const load: (locale: string) => Promise<{ messages: import('@lingui/core').Messages }>;
  export default load;
}

/** The SHA-256 of the config bundle the build carries and publishes (vite.config.ts, configBundleFiles()). */
declare module 'virtual:config-bundle-hash' {
  const sha256: string;
  export default sha256;
}
