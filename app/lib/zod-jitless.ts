import { config } from "zod";

/*
 * zod compiles object parsers with `new Function` when it may, and the probe for that is itself a CSP violation
 * under the site's script-src (no 'unsafe-eval'), reported in the browser's issues panel. zod reads the setting
 * when a schema is created, so this module is imported before any module that defines one.
 */
config({ jitless: true });
