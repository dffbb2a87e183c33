import path from "node:path";
import { describe, expect, it } from "vitest";
import { outOfScopeRequests } from "../../content/navigator/out-of-scope";
import { visitorRequests } from "../../content/navigator/requests";
import { HANGUL, KOREAN_FONT_PRELOAD, PAGE_FONT_FAMILY } from "../../app/lib/font-faces";
import { boldCharacters, pageCharacters, siteCharacters, typingCharacters, withPageFont } from "./fonts";

const root = path.resolve(import.meta.dirname, "../..");

describe("the site's font", () => {
  it("covers every page of both editions, the navigator's Korean answers and the language switch", () => {
    const chars = siteCharacters(root);
    // 오픈예정: Coming Soon; 동형암호: homomorphic encryption; 한국어: the switch; 연구: research.
    for (const c of "오픈예정동형암호한국어연구") expect(chars, c).toContain(c);
    expect([...chars].every((c) => HANGUL.test(c))).toBe(true);
    expect(new Set(chars).size).toBe(chars.length);
    expect(chars.length).toBeGreaterThan(500);
  });

  it("the typing font holds the 2,350 everyday syllables and the jamo of a syllable being composed", () => {
    const typed = typingCharacters();
    expect([...typed].filter((c) => /[\uac00-\ud7a3]/.test(c))).toHaveLength(2350);
    for (const c of "붕어빵ㄱㅎㅏㅣ") expect(typed, c).toContain(c);
    // Outside KS X 1001: left to the system, as every Korean font subset in common use does.
    expect(typed).not.toContain("똠");
  });

  it("leaves out what no page shows: the navigator's visitor and out-of-scope requests", () => {
    const shown = siteCharacters(root);
    const learnt = [...Object.values(visitorRequests).flatMap((r) => r.ko), ...outOfScopeRequests.ko].join(
      "",
    );
    const onlyLearnt = [...new Set(learnt)].filter((c) => HANGUL.test(c) && !shown.includes(c));
    // The requests use hundreds of syllables no page does; none of them may reach the font.
    expect(onlyLearnt.length).toBeGreaterThan(50);
  });
});

describe("a page's own font", () => {
  const page = (head: string) =>
    `<!doctype html>\n<html lang="ko">\n<head>${head}</head><body><h1 aria-label="연구 페이지">연구</h1>` +
    `<input placeholder="무엇을 찾으세요?" /><script type="application/json">{"t":"숨은글자"}</script></body></html>`;

  it("holds the glyphs its markup shows (text and attributes), not its scripts' data", () => {
    expect(pageCharacters(page(""))).toBe([..."연구페이지무엇을찾으세요"].sort().join(""));
  });

  it("lists as bold the glyphs of headings, strong text and semibold-or-heavier classes, and no others", () => {
    const html =
      '<body><h1 class="text-3xl font-bold">연구</h1><p>본문 <strong>강조</strong></p>' +
      '<h2 class="font-normal">보통</h2><div class="md:font-semibold"><span>카드<img alt="그림"/>제목</span></div>' +
      '<button class="font-medium">버튼</button><th>표</th><svg><path d="M0"/></svg><b>굵게</b></body>';
    expect(boldCharacters(html)).toBe([..."연구강조카드제목표굵게"].sort().join(""));
  });

  it("replaces the template's font preload with an inline face of exactly those glyphs, and marks the page", async () => {
    const html = await withPageFont(page(KOREAN_FONT_PRELOAD));
    expect(html).not.toContain(KOREAN_FONT_PRELOAD);
    expect(html).toContain('<html lang="ko" data-page-font>');
    const faces = /<style>(@font-face\{[^<]*\})<\/style>/.exec(html)?.[1] ?? "";
    // Regular for all its glyphs, semibold for its heading's.
    expect([...faces.matchAll(/font-weight:([^;]+);/g)].map((m) => m[1])).toEqual(["400", "600 900"]);
    const face = faces;
    expect(face).toContain(`font-family:"${PAGE_FONT_FAMILY}"`);
    expect(face).toContain("font-display:block");
    const woff2 = Buffer.from(/base64,([A-Za-z0-9+/=]+)\)/.exec(face)?.[1] ?? "", "base64");
    expect(woff2.subarray(0, 4).toString("latin1")).toBe("wOF2");
    // A dozen glyphs: a few kilobytes, not the edition's whole file.
    expect(woff2.length).toBeGreaterThan(500);
    expect(woff2.length).toBeLessThan(8000);
  });

  it("gives an English page (no preload) its few glyphs the same way, in its head", async () => {
    const english =
      '<html lang="en"><head><title>Home</title></head><body><a hreflang="ko">한국어</a></body></html>';
    const html = await withPageFont(english);
    expect(html).toMatch(
      /^<html lang="en" data-page-font><head><title>Home<\/title> {2}<style>@font-face\{[^<]+\}<\/style>\n {2}<\/head>/,
    );
  });

  it("leaves a page without Hangul as it is", async () => {
    const plain = '<html lang="en"><head></head><body>Hello</body></html>';
    expect(await withPageFont(plain)).toBe(plain);
  });
});
