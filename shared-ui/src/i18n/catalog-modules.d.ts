/** A gettext catalog, compiled at build time (rspack's CATALOG_RULE, jest's catalog transform). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
