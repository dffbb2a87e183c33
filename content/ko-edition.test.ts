import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The Korean edition's text modules (content/ko/**) mirror the English ones (content/**): the Korean build uses
 * a module's Korean sibling in its place (scripts/lib/vite-edition.ts), so a sibling must exist for every module
 * with visible text, export the same names, and hold the same structure with only the text translated. This test is
 * what keeps the two editions from drifting apart.
 */
const CONTENT = path.resolve(__dirname);
const KO = path.join(CONTENT, "ko");

/** Modules with visible text: every module under these folders and these files, minus the exemptions below. */
const TEXT_DIRS = ["messages", "data"];
const TEXT_FILES = ["route-text.ts", "sections.ts", "site-text.ts"];
/**
 * No visible text of their own: types, what both editions share (code, ids, numbers, links), server-only texts
 * kept side by side per locale.
 */
const EXEMPT = [
  /\.test\.ts$/,
  /(^|\/)types\.ts$/,
  /^messages\/relay\.ts$/,
  /^messages\/server\.ts$/,
  /^data\/paper-sections\.ts$/,
  /^data\/opensource-install\.ts$/,
  /^data\/opensource-details\/code\//,
  /^data\/use-case-details\/code\//,
  /^data\/shared\//,
  /^data\/moduli-chain-status\.ts$/,
];

/**
 * Values that are the same in both editions. Under these keys in the data modules, enum values (a status, a
 * category) that the code and the schemas match on:
 */
const ENUM_KEYS = new Set([
  "status",
  "category",
  "maturityLevel",
  "language",
  "topic",
  "technologyId",
  "icon",
  "gradient",
  "tone",
  "variant",
  "section",
  "page",
]);
/** ... and anywhere, under these keys, a value that looks like a machine value (a path, a URL, a slug, a date). */
const ID_KEYS = new Set([
  "id",
  "slug",
  "param",
  "logoUrl",
  "path",
  "href",
  "url",
  "email",
  "repo",
  "package",
  "year",
  "stars",
  "forks",
  "date",
  "startsAt",
  "endsAt",
  "timezone",
]);
const MACHINE_VALUE = /^(\/|https?:|mailto:|[a-z0-9][a-z0-9-]*$|\d{4}-\d\d)/;

/**
 * English that may stay as it is in the Korean edition: product, algorithm and standard names, paper titles and
 * authors, code. Keyed by module; each entry says which value paths may stay English.
 */
const MAY_STAY_ENGLISH: Readonly<Record<string, RegExp>> = {
  // Titles, authors and keywords stay as published; the topics are the filter's values (labelled per edition).
  "data/papers.ts": /\.(title|authors\.\d+|keywords\.\d+)$|^PAPER_TOPICS\./,
  "site-text.ts": /^siteText\.(brand|hubTitle|lab\.operatedBy)$/,
  "route-text.ts": /^routeText\.home\.title$/,
  "data/devhub-docs.ts": /^sdkPlatforms\.\d+\.label$/,
  // The copyright line is a sign, a year and the name (© 2026 Nullspace), as Korean companies write it.
  "messages/ui.ts": /^ui\.footer\.rights$/,
};

function textModules(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(CONTENT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (rel.endsWith(".ts") && !EXEMPT.some((re) => re.test(rel))) files.push(rel);
    }
  };
  for (const dir of TEXT_DIRS) walk(dir);
  for (const file of TEXT_FILES) if (existsSync(path.join(CONTENT, file))) files.push(file);
  return files.sort();
}

const HANGUL = /[\uac00-\ud7a3]/;
/** Code samples and commands: shown as they are (their comments may be translated). */
const CODE_KEYS = new Set(["code", "command"]);
/** Words of the product and organisation names, which stay as they are in Korean text. */
const NAME_WORDS = new Set(
  "Nullspace Hub TorusDB PrivID CUSP Tokenis Epsilon Moduli Chain PQC-Function Ledger Actor Fabric DevHub Research".split(
    " ",
  ),
);
/** A word that is a name or a token, not English prose: all capitals, digits or inner capitals (gRPC, PrivID). */
const isToken = (word: string) =>
  NAME_WORDS.has(word) || !/^[A-Za-z][a-z]+$/.test(word) || /^[A-Z][A-Z]+$/.test(word);
/** English prose a reader reads: two or more words, at least one a plain English word. */
function isPhrase(s: string): boolean {
  if (/^(\/|https?:|mailto:)/.test(s) || /^\S+@\S+$/.test(s)) return false;
  const words = s.split(/[\s/(),:;.!?"“”]+/).filter((w) => /[A-Za-z]/.test(w));
  return words.length >= 2 && words.some((w) => !isToken(w));
}

function compare(
  en: unknown,
  ko: unknown,
  at: string,
  stay: RegExp | undefined,
  problems: string[],
  isData: boolean,
): void {
  const key = at.split(".").at(-1) ?? "";
  if (typeof en === "function") {
    if (typeof ko !== "function") problems.push(`${at}: a function in English, ${typeof ko} in Korean`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(ko)) return void problems.push(`${at}: an array in English, not in Korean`);
    if (ko.length !== en.length && key !== "tags" && key !== "keywords")
      problems.push(`${at}: ${en.length} items in English, ${ko.length} in Korean`);
    en.forEach((item, i) => compare(item, ko[i], `${at}.${i}`, stay, problems, isData));
    return;
  }
  if (en !== null && typeof en === "object") {
    if (ko === null || typeof ko !== "object" || Array.isArray(ko))
      return void problems.push(`${at}: an object in English, not in Korean`);
    const enKeys = Object.keys(en).sort();
    const koKeys = Object.keys(ko).sort();
    if (enKeys.join() !== koKeys.join())
      problems.push(`${at}: keys differ (English ${enKeys.join(", ")}; Korean ${koKeys.join(", ")})`);
    for (const k of enKeys)
      compare(
        (en as Record<string, unknown>)[k],
        (ko as Record<string, unknown>)[k],
        `${at}.${k}`,
        stay,
        problems,
        isData,
      );
    return;
  }
  if (typeof en !== typeof ko)
    return void problems.push(`${at}: ${typeof en} in English, ${typeof ko} in Korean`);
  if (typeof en !== "string") {
    if (en !== ko) problems.push(`${at}: ${String(en)} in English, ${String(ko)} in Korean`);
    return;
  }
  const enumValue = isData && ENUM_KEYS.has(key) && en.split(/\s+/).length <= 4;
  // A date that is a bare year reads "2027년" in Korean, the way the Korean quarters read "2019년 3분기".
  const koreanYear = key === "date" && /^\d{4}$/.test(en) && ko === `${en}년`;
  if (!koreanYear && (enumValue || (ID_KEYS.has(key) && MACHINE_VALUE.test(en)))) {
    if (en !== ko) problems.push(`${at}: must stay "${en}" (an identifier), is "${String(ko)}"`);
    return;
  }
  const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();
  if (placeholders(en) !== placeholders(ko as string))
    problems.push(
      `${at}: placeholders ${placeholders(en) || "none"} in English, ${placeholders(ko as string) || "none"} in Korean`,
    );
  if (!CODE_KEYS.has(key) && isPhrase(en) && !HANGUL.test(ko as string) && !stay?.test(at))
    problems.push(`${at}: still English: "${String(ko).slice(0, 80)}"`);
}

describe("the Korean edition's text modules", () => {
  const modules = textModules();

  it("exist for every module with visible text", () => {
    const missing = modules.filter((rel) => !existsSync(path.join(KO, rel)));
    expect(missing, "content/ko/<module> is missing").toEqual([]);
  });

  for (const rel of modules) {
    it.skipIf(!existsSync(path.join(KO, rel)))(
      `${rel}: same exports and structure, text in Korean`,
      async () => {
        const en = (await import(path.join(CONTENT, rel))) as Record<string, unknown>;
        const ko = (await import(path.join(KO, rel))) as Record<string, unknown>;
        const problems: string[] = [];
        const enNames = Object.keys(en).sort();
        const koNames = Object.keys(ko).sort();
        if (enNames.join() !== koNames.join())
          problems.push(`exports differ (English ${enNames.join(", ")}; Korean ${koNames.join(", ")})`);
        for (const name of enNames)
          compare(en[name], ko[name], name, MAY_STAY_ENGLISH[rel], problems, rel.startsWith("data/"));
        expect(problems).toEqual([]);
      },
    );
  }
});
