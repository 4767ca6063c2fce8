// Zod's one setting for the whole site, set by importing this module before any
// schema is made. Zod would first try `new Function` to parse faster; the
// Content-Security-Policy refuses it, and the browser reports each refusal (in
// its Issues panel, and so in Lighthouse's best practices; decision 0036). It
// parses as well without. Zod reads the setting as each object schema is made,
// so a module that makes one at its top must load after this one:
// ./schema-form imports it, and the back office's layout
// (app/routes/admin/layout.tsx) imports it first, before any page's schemas.
// From Zod's core alone: a page that makes no schema does not load the rest of Zod for it.
import { config } from "zod/v4/core";

config({ jitless: true });
