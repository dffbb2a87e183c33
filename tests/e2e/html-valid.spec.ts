import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import config from "../../.htmlvalidate.mjs";
import { editions } from "../../content/editions";
import { LOCALES } from "../../content/locales";
import { prerenderedPages } from "../../scripts/lib/prerender";

/**
 * Every page the build prerenders, in both editions, and each edition's 404 page is HTML the validator accepts
 * under the project's rules (.htmlvalidate.mjs, which says what they keep and why). It reads the built files, so it
 * runs after `npm run build` like the other tests here, without a browser.
 */
const clientDir = path.resolve("dist/client");
const validator = new HtmlValidate(config);

const files = LOCALES.flatMap((locale) => [
  ...prerenderedPages(editions[locale]).map((p) => p.file),
  path.join("/", editions[locale].prefix, "404.html"),
]);

for (const file of files) {
  test(`${file} is valid HTML`, async () => {
    const report = await validator.validateString(readFileSync(path.join(clientDir, file), "utf8"), file);
    const problems = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.ruleId} at ${m.selector ?? `${m.line}:${m.column}`}: ${m.message}`),
    );
    expect(problems).toEqual([]);
  });
}
