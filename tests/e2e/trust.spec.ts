import AxeBuilder from "@axe-core/playwright";
import { detail as englishSolution } from "../../content/data/enterprise-details/homomorphic-db";
import { absolutePath, editions } from "../../content/editions";
import { fill } from "../../content/fill";
import { detail as koreanSolution } from "../../content/ko/data/enterprise-details/homomorphic-db";
import { consentMessages as koConsent } from "../../content/ko/messages/consent";
import { contactMessages as koContact } from "../../content/ko/messages/contact";
import { privacyMessages as koPrivacy } from "../../content/ko/messages/privacy";
import { securityMessages as koSecurity } from "../../content/ko/messages/security";
import type { Locale } from "../../content/locales";
import { consentMessages } from "../../content/messages/consent";
import { contactMessages } from "../../content/messages/contact";
import { privacyMessages } from "../../content/messages/privacy";
import { securityMessages } from "../../content/messages/security";
import { PRIVACY_NOTICE_VERSION } from "../../content/privacy-notice";
import { siteConfigFromEnv } from "../../content/site-env";
import { DISCLOSURE_TIMES } from "../../content/vulnerability-disclosure";
import { expect, test } from "./fixtures";
import { storedInquiries } from "./stored-inquiries";

/**
 * The trust pages and the consent the contact form asks for, in both editions: the privacy policy, the
 * vulnerability disclosure policy, /.well-known/security.txt, and a form that sends nothing without consent.
 */
const site = siteConfigFromEnv(process.env);
const MAILBOX = site.contactEmail;

const editionsUnderTest = [
  {
    locale: "en" as Locale,
    solution: englishSolution,
    consent: consentMessages,
    contact: contactMessages,
    privacy: privacyMessages,
    security: securityMessages,
  },
  {
    locale: "ko" as Locale,
    solution: koreanSolution,
    consent: koConsent,
    contact: koContact,
    privacy: koPrivacy,
    security: koSecurity,
  },
];

for (const e of editionsUnderTest) {
  const edition = editions[e.locale];
  const at = (path: string) => absolutePath(edition, path);

  test.describe(`${e.locale} edition`, () => {
    test("the contact form cannot be sent without consent; with it, the stored inquiry records the consent and the notice's version", async ({
      page,
    }) => {
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().includes("/api/relay/")) posts.push(r.url());
      });
      await page.goto(at("/enterprise/homomorphic-db"));
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: e.solution?.contactButton }).first().click();
      const dialog = page.getByRole("dialog", { name: e.solution?.contact.title });
      await expect(dialog).toBeVisible();

      // Before anything is sent, the notice says what is collected, why, for how long, and that one may refuse.
      const notice = dialog.getByRole("group", { name: e.consent.heading });
      for (const row of e.consent.rows) await expect(notice).toContainText(row.term);
      await expect(notice).toContainText(fill(e.consent.refusal, { email: MAILBOX }));
      const policy = notice.getByRole("link", { name: e.consent.policyLink });
      await expect(policy).toHaveAttribute("href", at("/privacy"));
      await expect(policy).toHaveAttribute("target", "_blank");

      const nonce = `consent-${e.locale}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      await dialog.getByLabel(e.contact.form.nameLabel).fill("Consent Tester");
      await dialog.getByLabel(e.contact.form.emailLabel).fill("consent@example.com");
      await dialog.getByLabel(e.contact.form.messageLabel).fill(`Testing consent ${nonce}`);
      const submit = dialog.getByRole("button", { name: e.contact.form.submit });
      await submit.click();

      // Refused in the browser: an announced error on the box, which takes focus; nothing posted, nothing stored.
      const box = dialog.getByRole("checkbox", { name: e.consent.checkbox });
      await expect(dialog.getByRole("alert")).toHaveText([e.consent.required]);
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(box).toBeFocused();
      const axe = await new AxeBuilder({ page })
        .include("dialog[open]")
        .withTags(["wcag2a", "wcag2aa"])
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      expect(posts).toEqual([]);
      expect((await storedInquiries()).some((row) => row.message.includes(nonce))).toBe(false);

      await box.check();
      await expect(dialog.getByRole("alert")).toHaveCount(0);
      await submit.click();
      await page.waitForURL((url) => url.pathname === at("/thank-you"));
      const row = (await storedInquiries()).find((r) => r.message.includes(nonce));
      expect(row).toMatchObject({
        email: "consent@example.com",
        locale: e.locale,
        privacyConsent: true,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      });
    });

    test("the relay itself refuses a post without consent, in the form's language, and stores nothing", async ({
      request,
    }) => {
      const nonce = `no-consent-${e.locale}-${Date.now()}`;
      const res = await request.post(`/api/relay/${MAILBOX}`, {
        headers: { accept: "text/html" },
        form: { name: "No Consent", email: "none@example.com", message: nonce, _locale: e.locale },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(422);
      expect(await res.text()).toContain(e.consent.required);
      const json = await request.post(`/api/relay/ajax/${MAILBOX}`, {
        data: { name: "No Consent", email: "none@example.com", message: nonce, _locale: e.locale },
      });
      expect(json.status()).toBe(422);
      expect(json.headers()["content-type"]).toMatch(/^application\/json/);
      expect(await json.json()).toMatchObject({ problems: [expect.stringContaining(e.consent.required)] });
      expect((await storedInquiries()).some((row) => row.message.includes(nonce))).toBe(false);
    });

    test("the privacy policy renders from the footer, with the settings the site was built with", async ({
      page,
    }) => {
      await page.goto(at("/"));
      const link = page
        .getByRole("contentinfo")
        .getByRole("link", { name: edition.routeById("privacy")?.title });
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === at("/privacy"));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        edition.routeById("privacy")?.title ?? "",
      );
      await expect(main).toContainText(
        fill(e.privacy.effective, { date: e.privacy.formatDate(PRIVACY_NOTICE_VERSION) }),
      );
      for (const heading of [
        e.privacy.purposes.heading,
        e.privacy.retention.heading,
        e.privacy.officer.heading,
      ])
        await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(main).toContainText(
        fill(e.privacy.retention.navigatorKept, { days: site.navigatorLogDays ?? 0 }),
      );
      await expect(main.getByRole("link", { name: MAILBOX }).first()).toHaveAttribute(
        "href",
        `mailto:${MAILBOX}`,
      );
      // The table of contents leads to each part.
      await main.getByRole("navigation", { name: e.privacy.contentsLabel }).getByRole("link").nth(2).click();
      await expect(page).toHaveURL(/#retention$/);
      const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });

    test("the vulnerability disclosure policy renders from the footer, with its response times and security.txt", async ({
      page,
    }) => {
      await page.goto(at("/"));
      const route = edition.routeById("security");
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: route?.crumb ?? route?.title })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === at("/security"));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(route?.title ?? "");
      for (const heading of [
        e.security.scope.heading,
        e.security.report.heading,
        e.security.response.heading,
        e.security.safeHarbour.heading,
        e.security.outOfScope.heading,
        e.security.bounty.heading,
      ])
        await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(main).toContainText(fill(e.security.response.items[0] ?? "", DISCLOSURE_TIMES));
      await expect(main.getByRole("link", { name: "/.well-known/security.txt" })).toHaveAttribute(
        "href",
        "/.well-known/security.txt",
      );
      const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
}

test("/.well-known/security.txt: RFC 9116 fields from the build's configuration, as UTF-8 plain text", async ({
  request,
}) => {
  const res = await request.get("/.well-known/security.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await res.text();
  const field = (name: string) => [...text.matchAll(new RegExp(`^${name}: (.+)$`, "gm"))].map((m) => m[1]);
  expect(field("Contact")).toEqual([`mailto:${MAILBOX}`]);
  expect(field("Policy")).toEqual([`${site.siteUrl}/security`, `${site.siteUrl}/ko/security`]);
  expect(field("Preferred-Languages")).toEqual(["en, ko"]);
  expect(field("Canonical")).toEqual([`${site.siteUrl}/.well-known/security.txt`]);
  const [expires] = field("Expires");
  const days = (Date.parse(expires ?? "") - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(0);
  expect(days).toBeLessThan(365);

  const legacy = await request.get("/security.txt", { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toBe("/.well-known/security.txt");
});
