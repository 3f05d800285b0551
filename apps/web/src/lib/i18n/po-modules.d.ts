// A PO catalogue imported by a module is compiled by Lingui's Vite plugin into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
