import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";

test.describe("not-found pages", () => {
  // The browser reports the 404 document itself as a failed resource.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("unknown paths answer 404 with the 404 page in the served HTML", async ({ page, request }) => {
    const res = await request.get("/definitely/not/here");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("404 Page Not Found");
    const nav = await page.goto("/definitely/not/here");
    expect(nav?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText(/Did you forget to add the page to the router/)).toBeVisible();
  });

  test("an unknown detail id answers 404", async ({ request }) => {
    const res = await request.get("/ecosystem/solutions/no-such-solution");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex"');
  });
});

test.describe("app shell", () => {
  test("home shows the hub title, tagline and six section tiles", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nullspace Hub");
    await expect(
      page.getByText("Building a safer digital world with cryptographic technology"),
    ).toBeVisible();
    const tiles = page.getByRole("main").getByRole("listitem").getByRole("link");
    await expect(tiles).toHaveCount(6);
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/ecosystem", "/research", "/devhub", "/labs", "/service", "/enterprise"]);
  });

  test("client-side navigation loads the page on demand and updates title and breadcrumbs", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page
      .getByRole("link", { name: /Research/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/research$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Research");
    await expect(page).toHaveTitle("Research | Nullspace Hub");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Research");
  });

  test("shows 'Loading...' while a page's code loads on client navigation", async ({ page }) => {
    await page.goto("/");
    // Before hydration a link click is a full page load; client-side navigation starts after it.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/labs-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByRole("link", { name: /Labs/ }).first().click();
    await expect(page.getByText("Loading...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Lab/);
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });

  test("inner pages carry a header with logo link and section shortcuts", async ({ page }) => {
    await page.goto("/labs");
    await expect(page.getByRole("link", { name: "Nullspace Hub home" })).toHaveAttribute("href", "/");
    const shortcuts = page.getByRole("navigation", { name: "Sections" }).getByRole("link");
    await expect(shortcuts).toHaveCount(7);
  });

  test("keyboard focus survives the swap to the tooltip-enhanced shortcuts", async ({ page }) => {
    await page.goto("/labs");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByRole("link", { name: "DevHub" }).focus();
    await expect(page.locator('nav[data-tooltips="ready"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: "DevHub" })).toBeFocused();
  });

  test("a press on a shortcut follows its link even when the tooltips arrive while the button is down", async ({
    page,
  }) => {
    // The tooltips' code is held until the button is down, so the swap to the enhanced links comes due mid-press:
    // it must wait for the click, or the click lands on neither link and the tap is lost.
    let deliver = () => {};
    const held = new Promise<void>((resolve) => (deliver = resolve));
    await page.route("**/assets/shortcut-tooltips-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/labs");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const research = page
      .getByRole("navigation", { name: "Sections" })
      .getByRole("link", { name: "Research" });
    const box = await research.boundingBox();
    if (!box) throw new Error("the Research shortcut has no box");
    const requested = page.waitForRequest("**/assets/shortcut-tooltips-*.js");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await requested;
    await page.mouse.down();
    const arrived = page.waitForResponse("**/assets/shortcut-tooltips-*.js");
    deliver();
    await arrived;
    // The module has run and its loader resolved: a swap not held back would have happened by now.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await expect(page.locator('nav[data-tooltips="ready"]')).toHaveCount(0);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/research$/);
    await expect(page.locator('nav[data-tooltips="ready"]')).toHaveCount(1);
  });

  test("cache version marker: a stale marker clears localStorage and stores v3", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("nullspace:cache-version", "v2");
      localStorage.setItem("left-over", "old data");
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("nullspace:cache-version"))).toBe("v3");
    expect(await page.evaluate(() => localStorage.getItem("left-over"))).toBeNull();

    // With the current marker, stored values survive a reload.
    await page.evaluate(() => localStorage.setItem("kept", "yes"));
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("kept"))).toBe("yes");
  });

  test("served HTML has the page's own title, description and canonical link", async ({ request }) => {
    const html = await (await request.get("/devhub/program")).text();
    expect(html).toContain("<title>Get Started with the Developer Program | Nullspace Hub</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:5000/devhub/developer-program"');
  });

  test("hashed assets are immutable and pages are revalidated", async ({ request }) => {
    const page = await request.get("/");
    expect(page.headers()["cache-control"]).toBe("no-cache");
    const script = (await page.text()).match(/data-app-entry="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script ?? "", { headers: { "accept-encoding": "br" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toBe("br");
  });

  // This machine has no Korean system font, so a Hangul glyph not drawn by a subset would show as a box (tofu).
  // The DevTools Protocol reports which fonts actually drew an element's text.
  async function fontsDrawing(page: Page, selector: string) {
    const client = await page.context().newCDPSession(page);
    await client.send("DOM.enable");
    await client.send("CSS.enable");
    const { root } = await client.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await client.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    expect(nodeId, selector).toBeGreaterThan(0);
    const { fonts } = await client.send("CSS.getPlatformFontsForNode", { nodeId });
    const text = await page.locator(selector).first().innerText();
    const hangul = [...text].filter((c) => /[\uac00-\ud7a3]/.test(c)).length;
    expect(hangul, text).toBeGreaterThan(0);
    const pretendard = fonts.filter((f) => f.isCustomFont && /pretendard/i.test(f.familyName));
    return { hangul, drawn: pretendard.reduce((n, f) => n + f.glyphCount, 0), fonts: JSON.stringify(fonts) };
  }

  /**
   * The Hangul of an element's text that is drawn as a box: a font whose unicode-range claims a syllable it lacks
   * draws its missing-glyph box, which the DevTools Protocol still counts as drawn by that font. Each syllable is
   * drawn on a canvas in the element's font and compared with 똠, which no font here has (KS X 1001 famously lacks it).
   */
  async function boxes(page: Page, selector: string): Promise<string[]> {
    return page.evaluate((sel) => {
      const element = document.querySelector(sel);
      if (!element) throw new Error(`${sel} is missing`);
      const style = getComputedStyle(element);
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 64;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no canvas");
      const draw = (c: string) => {
        context.clearRect(0, 0, 64, 64);
        context.font = `${style.fontWeight} 48px ${style.fontFamily}`;
        context.fillText(c, 4, 52);
        return canvas.toDataURL();
      };
      const box = draw("똠");
      const syllables = [...new Set(element.textContent ?? "")].filter((c) => /[\uac00-\ud7a3]/.test(c));
      return syllables.filter((c) => draw(c) === box);
    }, selector);
  }

  for (const path of ["/ko/research", "/ko/enterprise"]) {
    test(`first visit to ${path}: every Hangul glyph of the heading is drawn by the page's own inline font, fetched from nowhere`, async ({
      page,
    }) => {
      const fonts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "font" && !r.url().startsWith("data:")) fonts.push(r.url());
      });
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-page-font", "");
      const { hangul, drawn, fonts: drawing } = await fontsDrawing(page, "h1");
      expect(drawn, drawing).toBeGreaterThanOrEqual(hangul);
      expect(await boxes(page, "h1")).toEqual([]);
      // Drawn by Pretendard (the checks above) though no font file was fetched: the page's own, inline.
      expect(fonts).toEqual([]);
    });
  }

  test("Korean text at 600 or heavier is drawn by the real semibold weight, on first visit, glyph for glyph", async ({
    page,
  }) => {
    for (const path of [
      "/ko/research",
      "/ko/enterprise/homomorphic-db",
      "/ko/devhub/docs",
      "/ko/service/cusp",
    ]) {
      await page.goto(path);
      // Every element whose own text has Hangul and whose computed weight is 600 or more.
      const count = await page.evaluate(() => {
        let n = 0;
        for (const el of document.querySelectorAll("body *")) {
          if (!(el instanceof HTMLElement)) continue;
          const own = [...el.childNodes]
            .filter((c) => c.nodeType === 3)
            .map((c) => c.textContent ?? "")
            .join("");
          if (!/[\uac00-\ud7a3]/.test(own) || Number(getComputedStyle(el).fontWeight) < 600) continue;
          if (!el.checkVisibility()) continue;
          el.setAttribute("data-bold-check", String(n++));
        }
        return n;
      });
      expect(count, path).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const { hangul, fonts } = await fontsDrawing(page, `[data-bold-check="${i}"]`);
        const semibold = (JSON.parse(fonts) as { postScriptName: string; glyphCount: number }[])
          .filter((f) => /SemiBold/.test(f.postScriptName))
          .reduce((n, f) => n + f.glyphCount, 0);
        expect(semibold, `${path} #${i}: ${fonts}`).toBeGreaterThanOrEqual(hangul);
        expect(await boxes(page, `[data-bold-check="${i}"]`), `${path} #${i}`).toEqual([]);
      }
    }
  });

  test("once a Korean page is quiet the site's whole font joins the page's family: the next page's glyphs are drawn too", async ({
    page,
  }) => {
    await page.goto("/ko/research");
    const pageFaces = () =>
      page.evaluate(
        () =>
          [...document.fonts].filter((f) => f.family.includes("Pretendard page") && f.status === "loaded")
            .length,
      );
    // The page's own two faces (regular, semibold), inline.
    expect(await pageFaces()).toBe(2);
    const fontRequest = page.waitForRequest((r) => r.url().endsWith("/fonts/pretendard-semibold.woff2"));
    // The app fetches the site's files after the first interaction, or once the page has been quiet for a while.
    await page.locator("h1").click();
    await fontRequest;
    await expect.poll(pageFaces).toBe(4);
    // A page reached without a page load whose heading has glyphs the first page's own subset lacks (포털).
    await page.locator('header a[href="/ko/service"]').first().click();
    await expect(page).toHaveURL(/\/ko\/service$/);
    await expect(page.locator("h1")).toContainText("포털");
    const { hangul, fonts } = await fontsDrawing(page, "h1");
    const semibold = (JSON.parse(fonts) as { postScriptName: string; glyphCount: number }[])
      .filter((f) => /SemiBold/.test(f.postScriptName))
      .reduce((n, f) => n + f.glyphCount, 0);
    expect(semibold, fonts).toBeGreaterThanOrEqual(hangul);
    expect(await boxes(page, "h1")).toEqual([]);
  });

  /** Adds a paragraph of syllables no page shows: before the typing font, this machine (no Korean system font) boxes them. */
  async function typedProbe(page: Page): Promise<void> {
    await page.evaluate(() => {
      const probe = document.createElement("p");
      probe.id = "typed-probe";
      probe.textContent = "붕어빵";
      document.querySelector("main")?.append(probe);
    });
    // 어 is on every page; 붕 and 빵 are on none.
    expect(
      await boxes(page, "#typed-probe"),
      "the site's own glyphs now include 붕 or 빵: pick others",
    ).toEqual(["붕", "빵"]);
  }
  const typingFontUrl = (r: Request) => r.url().endsWith("/fonts/pretendard-typing.woff2");
  const textField = "main input[type='text'], main input:not([type]), main textarea";

  test("/ko: Hangul a visitor types is drawn, not boxed, once they focus a text field", async ({ page }) => {
    await page.goto("/ko");
    await typedProbe(page);
    const typingFont = page.waitForRequest(typingFontUrl);
    await page.locator(textField).first().focus();
    await typingFont;
    await expect.poll(() => boxes(page, "#typed-probe")).toEqual([]);
  });

  test("/: the typing font comes with the first Hangul typed, and never for English typing", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (r) => {
      if (typingFontUrl(r)) requested.push(r.url());
    });
    await page.goto("/");
    await typedProbe(page);
    const field = page.locator(textField).first();
    await field.focus();
    await page.keyboard.type("post quantum");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // Give a fetch that should not happen time to start: a blur and a second focus, then another word.
    await field.blur();
    await field.focus();
    await page.keyboard.type(" keys");
    await expect(field).toHaveValue("post quantum keys");
    expect(requested).toEqual([]);
    const typingFont = page.waitForRequest(typingFontUrl);
    await page.keyboard.insertText(" 양자");
    await typingFont;
    await expect.poll(() => boxes(page, "#typed-probe")).toEqual([]);
  });

  test("English pages preload no font; their few Hangul (the 한국어 switch) come from their own inline subset", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font" && !r.url().startsWith("data:")) fonts.push(r.url());
    });
    await page.goto("/");
    await expect(page.locator('head link[rel="preload"]')).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("data-page-font", "");
    const { hangul, drawn, fonts: drawing } = await fontsDrawing(page, 'main a[hreflang="ko"]');
    expect(drawn, drawing).toBeGreaterThanOrEqual(hangul);
    expect(await boxes(page, 'main a[hreflang="ko"]')).toEqual([]);
    expect(fonts).toEqual([]);
  });
});

test.describe("header tooltips", () => {
  test("section shortcut tooltips open after 700 ms, and within 300 ms of closing the next opens at once", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/labs");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // Radix Tooltip loads on the first pointer move; wait until the shortcuts carry it.
    const shortcuts = page.locator('nav[data-tooltips="ready"]');
    // Keep moving until the listeners (attached after hydration) have seen a move and the chunk has arrived.
    await expect(async () => {
      await page.mouse.move(5 + Math.round(Math.random() * 20), 5);
      await expect(shortcuts).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    // Start from a clean slate: pointer away from every shortcut, any tooltip closed, the skip-delay window over.
    await page.mouse.move(0, 600);
    // An installed clock still flows with real time; from here on it moves only by runFor. (It used to flow on:
    // a slow hover() or assertion then added real milliseconds to the 650 ms below and the tooltip was already open.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 400);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await shortcuts.getByRole("link", { name: "Research" }).hover();
    await page.clock.runFor(650);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole("tooltip")).toHaveText("Research");

    // Moving straight to a neighbour (within the 300 ms skip delay) opens its tooltip without waiting.
    await shortcuts.getByRole("link", { name: "DevHub" }).hover();
    await page.clock.runFor(50);
    await expect(page.getByRole("tooltip")).toHaveText("DevHub");

    // After leaving for longer than the skip delay, the full delay applies again.
    await page.mouse.move(0, 500);
    await page.clock.runFor(400);
    await shortcuts.getByRole("link", { name: "Labs" }).hover();
    await page.clock.runFor(300);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(450);
    await expect(page.getByRole("tooltip")).toHaveText("Labs");
  });
});
