import AxeBuilder from "@axe-core/playwright";
import { papers } from "../../content/data/papers";
import { expect, test } from "./fixtures";

test.describe("research overview", () => {
  test("shows the four resource cards with their counts", async ({ page }) => {
    await page.goto("/research");
    await page.waitForLoadState("networkidle");
    const cards = page.getByRole("region", { name: "Research resources" }).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole("link", { name: /Technology Overview\s*7 Technologies/ })).toHaveAttribute(
      "href",
      "/research/technology-overview",
    );
    await expect(page.getByRole("link", { name: /Paper Library\s*18 Papers/ })).toHaveAttribute(
      "href",
      "/research/whitepaper-library",
    );
    await expect(page.getByRole("link", { name: /Project Roadmap\s*3 Projects/ })).toHaveAttribute(
      "href",
      "/research/project-roadmap",
    );
  });

  test("the Online Classroom card shows the 'Coming Soon!' toast", async ({ page }) => {
    await page.goto("/research");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: /Online Classroom/ }).click();
    await expect(page.getByText("Coming Soon!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("The online classroom will be available soon. Stay tuned for updates.", { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/research$/);
  });

  test("lists the four highlights with year and status, and the counters", async ({ page, request }) => {
    const html = await (await request.get("/research")).text();
    expect(html).toContain("Current Research Highlights");
    await page.goto("/research");
    await page.waitForLoadState("networkidle");
    const items = page.getByTestId("research-highlight");
    await expect(items).toHaveCount(4);
    const expected = [
      [/elliptic-curve homomorphic encryption/i, "2021", "Production"],
      [/zero-knowledge proofs on digital signatures/i, "2022", "Development"],
      [/standards proposals/i, "2024", "Active"],
      [/mainnet launch/i, "2024", "Live"],
    ] as const;
    for (const [i, [title, year, status]] of expected.entries()) {
      const item = items.nth(i);
      await expect(item).toContainText(title);
      await expect(item).toContainText(year);
      await expect(item).toContainText(status);
    }
    const counters = [
      ["years", "11+", "Years of research"],
      ["core-tech", "6", "Core technologies"],
      ["standards", "2", "Global standards"],
      ["mainnet", "1", "Live mainnet"],
    ] as const;
    for (const [id, value, label] of counters) {
      await expect(page.getByTestId(`counter-${id}`).locator("dd")).toHaveText(value);
      await expect(page.getByTestId(`counter-${id}`).locator("dt")).toHaveText(label);
    }
  });
});

test.describe("technologies", () => {
  test("the overview lists 7 technologies and a card leads to its detail page", async ({ page }) => {
    await page.goto("/research");
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: /Technology Overview/ }).click();
    await expect(page).toHaveURL(/\/research\/technology-overview$/);
    await expect(page.getByTestId("technology-card")).toHaveCount(7);
    await expect(page.getByText(/^7 technologies that/)).toBeVisible();
    await page.getByRole("link", { name: /Post-Quantum Cryptography/ }).click();
    await expect(page).toHaveURL(/\/research\/technologies\/post-quantum-cryptography$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post-Quantum Cryptography");
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(page.getByText("FIPS 203 (ML-KEM)")).toBeVisible();

    // A paper listed on the technology page opens in the library's viewer.
    const paper = papers.find((p) => p.id === "hybrid-mlkem-tls")!;
    await page.getByRole("link", { name: paper.title, exact: true }).click();
    await expect(page).toHaveURL(/\/research\/whitepaper-library\?paper=hybrid-mlkem-tls$/);
    await expect(page.getByTestId("pdf-viewer")).toContainText(paper.title);
    await expect(page.locator("canvas[data-rendered-page='1']")).toBeVisible();
  });

  test("an unknown technology id served directly answers 404 with a helpful not-found state", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const res = await request.get("/research/technologies/quantum-teleportation");
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Technology not found<\/h1>/);
    expect(html).toContain("quantum-teleportation");

    await page.goto("/research/technologies/quantum-teleportation");

    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technology not found");
    await page.getByRole("link", { name: "Browse all technologies" }).click();
    await expect(page).toHaveURL(/\/research\/technology-overview$/);
    // Chromium logs the document's own 404 status as a console error; that one is expected here.
    const unexpected = consoleErrors.filter((e) => !/status of 404/.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });
});

test("the project roadmap shows 3 projects with phases and milestones", async ({ page }) => {
  await page.goto("/research/project-roadmap");
  await page.waitForLoadState("networkidle");
  const projects = page.getByTestId("roadmap-project");
  await expect(projects).toHaveCount(3);
  await expect(page.getByText(/3 flagship projects/)).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await expect(projects.nth(i).getByRole("heading", { level: 3 }).first()).toContainText("Phase 1");
  }
  await expect(projects.first()).toContainText("Mainnet launch");
});

test("the online classroom page announces the classroom", async ({ page }) => {
  await page.goto("/research/online-classroom");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online Classroom");
  await expect(page.getByRole("heading", { name: "Planned courses" })).toBeVisible();
});

test.describe("whitepaper library", () => {
  test("lists 18 papers and filters by topic, year and text", async ({ page }) => {
    await page.goto("/research/whitepaper-library");
    await page.waitForLoadState("networkidle");
    const cards = page.getByTestId("paper-card");
    await expect(cards).toHaveCount(18);
    await expect(page.getByTestId("paper-results")).toHaveText("18 of 18 papers");

    await page.getByLabel("Topic").selectOption("Post-Quantum Cryptography");
    const pqc = papers.filter((p) => p.topic === "Post-Quantum Cryptography").length;
    await expect(cards).toHaveCount(pqc);
    await page.getByLabel("Year").selectOption("2024");
    await expect(cards).toHaveCount(2);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(cards).toHaveCount(18);
    await page.getByRole("searchbox", { name: "Search papers" }).fill("bulletproofs");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Confidential Transactions");
    await page.getByRole("searchbox", { name: "Search papers" }).fill("Soo-ah Kim");
    await expect(cards).toHaveCount(papers.filter((p) => p.authors.includes("Soo-ah Kim")).length);
    await page.getByRole("searchbox", { name: "Search papers" }).fill("nothing-matches-this");
    await expect(page.getByText("No paper matches these filters.")).toBeVisible();
  });

  test("the PDF viewer renders page 1, moves to page 2 and zooms", async ({ page }) => {
    const pdfjsRequests: string[] = [];
    page.on("request", (r) => {
      if (/pdf\.worker|\/assets\/pdf-/.test(r.url())) pdfjsRequests.push(r.url());
    });
    await page.goto("/research/whitepaper-library");
    await page.waitForLoadState("networkidle");
    // pdf.js is not part of the library's first load: only opening a paper fetches it.
    expect(pdfjsRequests).toEqual([]);

    const first = papers[0]!;
    await page.getByRole("button", { name: `Read in viewer: ${first.title}` }).click();
    const viewer = page.getByTestId("pdf-viewer");
    await expect(viewer).toBeVisible();
    const canvas = viewer.getByRole("img", { name: new RegExp(`^Page 1 of 2 of `) });
    await expect(canvas).toHaveAttribute("data-rendered-page", "1");
    expect(pdfjsRequests.some((u) => u.includes("pdf.worker"))).toBe(true);
    const width1 = await canvas.evaluate((c) => c.getBoundingClientRect().width);
    expect(width1).toBeGreaterThan(100);
    // The page was actually drawn: some pixels are not white.
    const inked = await canvas.evaluate((c) => {
      const el = c as HTMLCanvasElement;
      const data = el.getContext("2d")!.getImageData(0, 0, el.width, el.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
      return dark;
    });
    expect(inked).toBeGreaterThan(100);

    await viewer.getByRole("button", { name: "Next page" }).click();
    await expect(viewer.getByTestId("pdf-page-status")).toHaveText("Page 2 of 2");
    await expect(viewer.locator("canvas")).toHaveAttribute("data-rendered-page", "2");
    await expect(viewer.getByRole("button", { name: "Next page" })).toBeDisabled();

    await viewer.getByRole("button", { name: "Zoom in" }).click();
    await expect(viewer.getByTestId("pdf-zoom")).toHaveText("125%");
    await expect
      .poll(() => viewer.locator("canvas").evaluate((c) => c.getBoundingClientRect().width))
      .toBeGreaterThan(width1 * 1.2);

    // Keyboard: arrow left goes back a page, minus zooms out.
    await viewer.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.getByTestId("pdf-page-status")).toHaveText("Page 1 of 2");
    await page.keyboard.press("-");
    await expect(viewer.getByTestId("pdf-zoom")).toHaveText("100%");

    await viewer.getByRole("button", { name: "Close viewer" }).click();
    await expect(viewer).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Read in viewer: ${first.title}` })).toBeFocused();
  });

  test("the download link answers 200 with a PDF", async ({ page, request }) => {
    await page.goto("/research/whitepaper-library");
    await page.waitForLoadState("networkidle");
    const link = page.getByRole("link", { name: `Download PDF: ${papers[3]!.title}` });
    const href = await link.getAttribute("href");
    expect(href).toBe(`/papers/${papers[3]!.id}.pdf`);
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/pdf");
    expect((await res.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

test.describe("accessibility", () => {
  for (const path of [
    "/research",
    "/research/technology-overview",
    "/research/technologies/zero-knowledge-proofs",
    "/research/project-roadmap",
    "/research/online-classroom",
    "/research/whitepaper-library",
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      if (path.endsWith("whitepaper-library")) {
        await page.getByRole("button", { name: `Read in viewer: ${papers[0]!.title}` }).click();
        await expect(page.locator("canvas[data-rendered-page='1']")).toBeVisible();
      }
      const result = await new AxeBuilder({ page }).analyze();
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    });
  }
});
