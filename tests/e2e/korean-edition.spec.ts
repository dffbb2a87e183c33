import AxeBuilder from "@axe-core/playwright";
import { papers } from "../../content/data/papers";
import { absolutePath, editions } from "../../content/editions";
import { detail as ckks } from "../../content/ko/data/core-tech-details/ckks";
import { detail as heFederatedLearning } from "../../content/ko/data/core-tech-details/he-federated-learning";
import { detail as mlDsa } from "../../content/ko/data/core-tech-details/ml-dsa";
import { detail as mlKem } from "../../content/ko/data/core-tech-details/ml-kem";
import { detail as thresholdMpc } from "../../content/ko/data/core-tech-details/threshold-mpc";
import { detail as zkSnark } from "../../content/ko/data/core-tech-details/zk-snark";
import { expect, test } from "./fixtures";
import { gotoHydrated, hydrated, QUERIES } from "./navigator-helpers";

/**
 * The Korean edition at /ko: every registry route is there in Korean, says so to browsers and search engines, and
 * carries no English sentence that slipped through (names of products, algorithms, papers and code excepted).
 */
const ko = editions.ko;
const site = "http://localhost:5000";

/**
 * English that may appear on a Korean page as it is: paper titles, authors and keywords are published in English,
 * and so are the works and standards the core technologies cite (the part of each citation before its Korean note).
 */
const citations = [ckks, heFederatedLearning, mlDsa, mlKem, thresholdMpc, zkSnark].flatMap((d) =>
  d.standards.map((s) => s.split(" (")[0] ?? s),
);
const allowed = [...papers.flatMap((p) => [p.title, ...p.authors, ...p.keywords]), ...citations].sort(
  (a, b) => b.length - a.length,
);

/**
 * What makes a run of English words a sentence rather than a list of names (Python Rust Go, Azure Key Vault,
 * encapsulate, decapsulate, sign): English prose always has some of these small words.
 */
const FUNCTION_WORDS = new Set(
  "the a an and or of to in on for with from by is are be can will it its this that your our you we as at".split(
    " ",
  ),
);

/** Words of product, organisation and technical names, which Korean text keeps in English. */
const NAMES = new Set(
  "Nullspace Hub TorusDB PrivID CUSP Tokenis Epsilon Moduli Chain PQC-Function Ledger Actor Fabric DevHub Research Lab GitHub Twitter Discord".split(
    " ",
  ),
);

/** The visible text of a page: no scripts, styles, code blocks or tags. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, " ")
    .replace(/<(script|style|pre|code)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

/** Runs of three or more plain English words that read as prose (names and tokens such as ML-KEM excepted). */
function englishRuns(text: string): string[] {
  let rest = text;
  for (const phrase of allowed) rest = rest.split(phrase).join(" ");
  const runs: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3 && run.some((w) => FUNCTION_WORDS.has(w))) runs.push(run.join(" "));
    run = [];
  };
  for (const token of rest.split(/\s+/)) {
    const word = token.replace(/^[("“'.,:;!?]+|[)"”'.,:;!?]+$/g, "");
    const plain = /^[A-Za-z][a-z]+$/.test(word) && !NAMES.has(word);
    if (plain) run.push(word);
    else if (/[A-Za-z]/.test(word) || /[\uac00-\ud7a3]/.test(word)) flush();
  }
  flush();
  return runs;
}

test.describe("every Korean page", () => {
  for (const page of ko.allPages()) {
    const url = absolutePath(ko, page.path);
    test(`${url} is in Korean, with its alternates`, async ({ request }) => {
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<html lang="ko"[ >]/);
      const canonical = absolutePath(ko, page.canonical);
      expect(html).toContain(`<link rel="canonical" href="${site}${canonical}"`);
      if (!page.route.canonical && !page.route.noindex) {
        const english = page.canonical === "/" ? "/" : page.canonical;
        expect(html).toContain(`<link rel="alternate" hreflang="ko" href="${site}${canonical}" />`);
        expect(html).toContain(`<link rel="alternate" hreflang="en" href="${site}${english}" />`);
        expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${site}${english}" />`);
      }
      expect(html).toContain('<meta property="og:locale" content="ko_KR" />');
      expect(html).toContain('"inLanguage":"ko"');
      const text = visibleText(html);
      expect(englishRuns(text), "English left on the page").toEqual([]);
      expect((text.match(/[\uac00-\ud7a3]/g) ?? []).length).toBeGreaterThan(40);
    });
  }
});

test("an unknown /ko path answers the Korean 404 page with status 404", async ({ request }) => {
  const res = await request.get("/ko/no-such-page");
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toMatch(/<html lang="ko"[ >]/);
  expect(html).toContain("페이지를 찾을 수 없습니다(404)");
  expect(englishRuns(visibleText(html))).toEqual([]);
});

test.describe("in the browser", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("links stay in the Korean edition; the switch opens the same page in English", async ({ page }) => {
    await page.goto("/ko/research");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await page.getByRole("navigation", { name: "이동 경로" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/ko$/);
    await page.getByRole("link", { name: /에코시스템 바로가기/ }).click();
    await expect(page).toHaveURL(/\/ko\/ecosystem$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("에코시스템");
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/ecosystem$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("link", { name: "한국어" }).first().click();
    await expect(page).toHaveURL(/\/ko\/ecosystem$/);
  });

  test("Korean text breaks between words, never inside one, and nothing overflows a phone's width", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/ko", "/ko/research", "/ko/enterprise/homomorphic-db", "/ko/devhub/docs"]) {
      await page.goto(path);
      const style = await page
        .locator("h1")
        .first()
        .evaluate((h1) => ({
          wordBreak: getComputedStyle(h1).wordBreak,
          wrap: getComputedStyle(h1).overflowWrap,
        }));
      expect(style, path).toEqual({ wordBreak: "keep-all", wrap: "anywhere" });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    // The English edition breaks as before.
    await page.goto("/research");
    expect(
      await page
        .locator("h1")
        .first()
        .evaluate((h1) => getComputedStyle(h1).wordBreak),
    ).toBe("normal");
  });

  test("has no accessibility violations on a Korean page", async ({ page }) => {
    await page.goto("/ko/enterprise/homomorphic-db");
    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });

  test("the navigator answers in Korean and goes to a Korean page", async ({ page }) => {
    await page.goto("/ko");
    const input = page.getByRole("main").getByRole("textbox");
    await input.fill(QUERIES.koreanUnsure);
    await input.press("Enter");
    const answer = page.getByTestId("navigator-answer");
    // "Zero-knowledge basics" could be the research page or the zk-SNARK core technology: it offers them, its best
    // first.
    const choices = answer.getByRole("group", { name: "이 중에 찾으시는 페이지가 있나요?" });
    await expect(choices).toBeVisible();
    await choices.getByRole("button").first().click();
    await expect(page).toHaveURL(/\/ko\/research\/technologies\/zero-knowledge-proofs$/);
  });

  test("history keeps each visit's edition and title language across the switch", async ({ page }) => {
    await gotoHydrated(page, "/ko/labs");
    // The switch is a full page load, which otherwise clears the history: this one keeps it.
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/labs$/);
    // The visit is recorded once the page has hydrated (a person reads before clicking on).
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("nullspace:visit-history") ?? ""))
      .toContain('"/labs"');
    await page.getByRole("link", { name: "Research", exact: true }).first().click();
    await expect(page).toHaveURL(/\/research$/);
    await page.getByRole("button", { name: "AI NAVIGATOR" }).click();
    await page.getByRole("tab", { name: "History" }).click();
    const list = page.getByTestId("history-list");
    await expect(list.getByRole("link", { name: /Nullspace 암호 연구소/ })).toHaveAttribute(
      "href",
      "/ko/labs",
    );
    await expect(list.getByRole("link", { name: /^Nullspace Cryptography Lab/ })).toHaveAttribute(
      "href",
      "/labs",
    );
    await expect(list.getByRole("link", { name: /^Research/ })).toHaveAttribute("href", "/research");
    // An entry of the other edition is a plain link, and following it keeps the history too.
    await list.getByRole("link", { name: /Nullspace 암호 연구소/ }).click();
    await expect(page).toHaveURL(/\/ko\/labs$/);
    await hydrated(page);
    const stored = await page.evaluate(() => sessionStorage.getItem("nullspace:visit-history") ?? "");
    expect(stored).toContain('"/research"');
  });
});
