import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fill } from "../../content/fill";
import { privacyMessages as m } from "../../content/messages/privacy";
import { resolvePath } from "../../content/resolve";
import type { SiteConfig } from "../../content/site";
import { site } from "../lib/site";

/** The policy as a deployment with these settings prerenders it. */
async function policy(settings: Partial<SiteConfig>): Promise<string> {
  vi.resetModules();
  vi.doMock("../lib/site", () => ({ site: { ...site, ...settings } }));
  const { default: PrivacyPage } = await import("./privacy");
  return renderToStaticMarkup(<PrivacyPage page={resolvePath("/privacy")} />)
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'");
}

afterEach(() => {
  vi.doUnmock("../lib/site");
  vi.resetModules();
});

describe("the privacy policy states the deployment's own settings", () => {
  it("the navigator log's retention in days, and no third-party relay with the built-in one", async () => {
    const html = await policy({ navigatorLogDays: 30, formRelayUrl: "/api/relay" });
    expect(html).toContain(fill(m.retention.navigatorKept, { days: 30 }));
    expect(html).not.toContain(m.retention.navigatorOff);
    expect(html).not.toContain("Form relay:");
    expect(html).toContain(m.destruction.items[2]);
  });

  it("that nothing typed in the navigator is kept when its log is off, and the third-party relay's host", async () => {
    const html = await policy({ navigatorLogDays: null, formRelayUrl: "https://formsubmit.example" });
    expect(html).toContain(m.retention.navigatorOff);
    expect(html).not.toContain(m.destruction.items[2]);
    expect(html).toContain(fill(m.processors.relay, { relay: "formsubmit.example" }));
  });
});
