// A Lingui catalog, compiled by its Vite plugin when it is imported (vite.config.ts, decision 0051).
declare module "*.po" {
  import type { Messages } from "@lingui/core";

  export const messages: Messages;
}
