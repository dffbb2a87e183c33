/**
 * `npx tsx scripts/glossary-doc.ts`: writes the Korean glossary (content/ko/glossary.ts, its only copy) into the style
 * guide, docs/i18n-glossary.md, between its glossary markers. content/ko/style.test.ts fails until the two agree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { glossaryMarkdown } from "../content/ko/glossary";

const doc = path.resolve(import.meta.dirname, "../docs/i18n-glossary.md");
const text = readFileSync(doc, "utf8");
const markers = /(<!-- glossary:start -->)[\s\S]*?(<!-- glossary:end -->)/;
if (!markers.test(text)) throw new Error(`${doc} has no glossary markers`);
// Blank lines around the Markdown, as Prettier formats it.
writeFileSync(
  doc,
  text.replace(markers, (_, start: string, end: string) => `${start}\n\n${glossaryMarkdown()}\n\n${end}`),
);
console.log(`glossary written to ${path.relative(process.cwd(), doc)}`);
