import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { events } from "./data/community";
import { glossary, glossaryMarkdown, glossaryTerms } from "./glossary";
import { ecosystemMessages } from "./messages/ecosystem";
import { historyMessages } from "./messages/history";
import * as navigatorPanel from "./messages/navigator";
import { chatPanelMessages } from "./messages/chat-panel";
import { serviceMessages } from "./messages/service";
import { responseTemplates } from "../navigator/responses";
import { autoresponseMessages, relayMessages } from "../messages/relay";
import { serverMessages } from "../messages/server";

/**
 * What a machine can check of the Korean style guide (docs/i18n-glossary.md): the glossary's rejected spellings,
 * Korean dates, one register in the navigator panel, one gloss per page, and the guide showing the glossary as
 * content/ko/glossary.ts defines it.
 */
const KO = __dirname;
const HANGUL = /[\uac00-\ud7a3]/;
/** Time zones in parentheses are part of a time (오후 6시(KST)), not glosses. */
const TIME_ZONES = new Set(["KST", "PST", "PDT", "UTC"]);

interface Text {
  /** Where the text comes from: a module, then the value's path in it. */
  at: string;
  /** The page it belongs to, for the rule of one gloss per page. */
  unit: string;
  text: string;
}

/** Modules that hold several pages, one per top-level entry (a route). */
const MULTI_PAGE = new Set(["route-text.ts"]);

/** Strings of `value` with their paths; a unit ending in "*" becomes one unit per top-level entry. */
function collect(value: unknown, at: string, unit: string, out: Text[]): void {
  if (typeof value === "string") return void out.push({ at, unit, text: value });
  if (!value || typeof value !== "object") return;
  for (const [k, v] of Object.entries(value))
    collect(v, `${at}.${k}`, unit.endsWith("*") ? `${unit.slice(0, -1)}${k}` : unit, out);
}

/** Every string the Korean modules export, and the Korean halves of the server's side-by-side texts. */
async function koreanTexts(): Promise<Text[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(KO, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (rel.endsWith(".ts") && !rel.endsWith(".test.ts") && rel !== "glossary.ts") files.push(rel);
    }
  };
  walk("");
  const out: Text[] = [];
  for (const rel of files.sort()) {
    const mod = (await import(path.join(KO, rel))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      const unit = MULTI_PAGE.has(rel) ? `${rel}:*` : rel;
      collect(value, `${rel}:${name}`, unit, out);
    }
  }
  const server = { responseTemplates, relayMessages, autoresponseMessages, serverMessages };
  for (const [name, value] of Object.entries(server))
    collect((value as Record<string, unknown>).ko, `server:${name}.ko`, `server:${name}`, out);
  return out;
}

const texts = await koreanTexts();
const korean = texts.filter((t) => HANGUL.test(t.text));

describe("the Korean style guide, as far as a machine can check it", () => {
  it("finds Korean text to check", () => {
    expect(korean.length).toBeGreaterThan(1000);
  });

  it("uses no spelling the glossary rejects", () => {
    const problems: string[] = [];
    for (const { at, text } of korean)
      for (const term of glossaryTerms) {
        let rest = text;
        for (const ok of term.allowed ?? []) rest = rest.split(ok).join(" ");
        for (const bad of term.rejected ?? [])
          if (rest.includes(bad)) problems.push(`${at}: "${bad}" (write ${term.ko})`);
      }
    expect(problems).toEqual([]);
  });

  it("writes quarters the Korean way (2019년 3분기), never Q3 2019", () => {
    const problems = texts
      .filter((t) => /\bQ[1-4] ?(19|20)\d\d\b/.test(t.text))
      .map((t) => `${t.at}: ${t.text}`);
    expect(problems).toEqual([]);
  });

  it("glosses a term in parentheses at most once per page", () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const { at, unit, text } of korean) {
      // Authors are written 박준서(Jun-seo Park) on every card: a name, not a gloss.
      if (at.includes(".authors.")) continue;
      // A gloss: English (or an abbreviation) in parentheses right after a Korean word, 양자내성암호(PQC).
      for (const [, gloss] of text.matchAll(
        /[\uac00-\ud7a3]\(([^()\uac00-\ud7a3]*[A-Za-z][^()\uac00-\ud7a3]*)\)/g,
      )) {
        // A placeholder filled in later ("{email}") is an address or a number, not a gloss.
        if (gloss === undefined || TIME_ZONES.has(gloss) || /^\{\w+\}$/.test(gloss)) continue;
        const key = `${unit} ${gloss}`;
        const first = seen.get(key);
        if (first) problems.push(`${at}: (${gloss}) again, first at ${first}`);
        else seen.set(key, at);
      }
    }
    expect(problems).toEqual([]);
  });

  it("speaks one register in the navigator panel: 해요체, never a 합니다체 ending", () => {
    const panel = {
      ...navigatorPanel,
      historyMessages,
      chatPanelMessages,
      responses: responseTemplates.ko,
    };
    const out: Text[] = [];
    collect(panel, "panel", "panel", out);
    const problems = out.filter((t) => /[니]다[.!?…]?(\s|$)/.test(t.text)).map((t) => `${t.at}: ${t.text}`);
    expect(problems).toEqual([]);
  });

  it("says the same word for a status in the ecosystem and in the service catalogue", () => {
    const catalogue = serviceMessages.catalogue.status;
    for (const status of Object.keys(catalogue) as (keyof typeof catalogue)[])
      expect(catalogue[status], status).toBe(ecosystemMessages.status[status]);
  });

  it("gives each event's time in KST as well, and that time is the event's start in Seoul", () => {
    for (const event of events) {
      const kst = /(\d+)월 (\d+)일 (오전|오후) (\d+)시(?: (\d+)분)?\(KST\)/.exec(event.dateLabel);
      expect(kst, `${event.id}: ${event.dateLabel}`).not.toBeNull();
      const [, month, day, half, hour, minute] = kst ?? [];
      const seoul = new Date(new Date(event.startsAt).getTime() + 9 * 3600_000);
      expect(Number(month), event.id).toBe(seoul.getUTCMonth() + 1);
      expect(Number(day), event.id).toBe(seoul.getUTCDate());
      expect((Number(hour) % 12) + (half === "오후" ? 12 : 0), event.id).toBe(seoul.getUTCHours());
      expect(Number(minute ?? 0), event.id).toBe(seoul.getUTCMinutes());
    }
  });
});

describe("the glossary", () => {
  it("never rejects a spelling it also chooses, nor rejects one spelling twice", () => {
    const chosen = glossaryTerms.map((t) => t.ko);
    const rejected = glossaryTerms.flatMap((t) => t.rejected ?? []);
    for (const bad of rejected)
      for (const ko of chosen) expect(ko.includes(bad), `${bad} in ${ko}`).toBe(false);
    expect(new Set(rejected).size).toBe(rejected.length);
    expect(new Set(glossary.map((g) => g.title)).size).toBe(glossary.length);
  });

  it("is shown in the style guide exactly as content/ko/glossary.ts defines it (npx tsx scripts/glossary-doc.ts)", () => {
    const doc = readFileSync(path.resolve(KO, "../../docs/i18n-glossary.md"), "utf8");
    const shown = /<!-- glossary:start -->([\s\S]*?)<!-- glossary:end -->/.exec(doc)?.[1];
    expect(shown?.trim()).toBe(glossaryMarkdown());
  });
});
