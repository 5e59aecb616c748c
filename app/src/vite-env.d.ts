/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'off' builds the site without the simulated gateway (live-only bundle). */
  readonly VITE_DEMO?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
