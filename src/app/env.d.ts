/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** true in `--mode demo`, dev and tests; the literal false in the production build. */
  readonly VITE_DEMO: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A Lingui catalog, compiled by @lingui/vite-plugin when imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
