import { describe, expect, it } from "vitest";
import { detail as quantumSafeVpn } from "../../../content/data/use-case-details/quantum-safe-vpn";
import { useCases } from "../../../content/data/use-cases";
import { render } from "../../entry-server";

// The DevHub detail pages read their lists from content, not the API, so the server render needs no data.
const template = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;
const noData = () => Promise.reject(new Error("a DevHub detail page asks for no data"));

describe("a detail page built from the kit", () => {
  it("finds its item by the route's parameter (a use case's slug) and renders the item's long form", async () => {
    const { html, status } = await render("/devhub/use-cases/quantum-safe-vpn", template, noData);
    expect(status).toBe(200);
    expect(html).toContain(quantumSafeVpn.audience);
    expect(html).toContain('id="problem-heading"');
    expect(html).not.toContain('data-testid="detail-not-found"');
  });

  it("renders the not-found state, whose code loads on demand, for an unknown item, with every suggestion", async () => {
    const { html, status } = await render("/devhub/use-cases/quantum-toaster", template, noData);
    expect(status).toBe(404);
    expect(html).toContain('data-testid="detail-not-found"');
    expect(html).toContain("quantum-toaster");
    for (const u of useCases) expect(html).toContain(`href="/devhub/use-cases/${u.slug}"`);
  });
});
