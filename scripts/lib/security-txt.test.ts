import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SECURITY_TXT_LIFETIME_DAYS, securityTxtExpires } from "../../content/security-txt";
import { siteConfigFromEnv } from "../../content/site-env";
import { securityTxt, writeSecurityTxt } from "./security-txt";

const site = siteConfigFromEnv({ SITE_URL: "https://hub.example/", CONTACT_EMAIL: "hello@hub.example" });
const builtAt = new Date("2026-11-26T10:20:30.456Z");

/** The file's fields as RFC 9116 reads them: "Name: value" lines, comments and blank lines aside. */
function fields(text: string): Array<[string, string]> {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([A-Za-z-]+): (\S.*)$/.exec(line);
      if (!match) throw new Error(`not a field: ${line}`);
      return [match[1] ?? "", match[2] ?? ""];
    });
}

describe("security.txt (RFC 9116)", () => {
  const text = securityTxt(site, builtAt);

  it("names the configured contact, both editions' policy pages, the languages and its own canonical address", () => {
    expect(fields(text)).toEqual([
      ["Contact", "mailto:hello@hub.example"],
      ["Expires", "2027-11-25T10:20:30Z"],
      ["Policy", "https://hub.example/security"],
      ["Policy", "https://hub.example/ko/security"],
      ["Preferred-Languages", "en, ko"],
      ["Canonical", "https://hub.example/.well-known/security.txt"],
    ]);
    expect(text.endsWith("\n")).toBe(true);
  });

  it("expires within a year of the build, counted from the build's own time", () => {
    for (const at of [builtAt, new Date("2030-02-28T23:59:59Z")]) {
      const expires = securityTxtExpires(securityTxt(site, at));
      const days = ((expires?.getTime() ?? 0) - at.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(SECURITY_TXT_LIFETIME_DAYS, 2);
      expect(days).toBeLessThan(365);
      expect(days).toBeGreaterThan(300);
    }
  });

  it("is written under .well-known in the client build", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "security-txt-"));
    writeSecurityTxt(dir, site, builtAt);
    expect(readFileSync(path.join(dir, ".well-known/security.txt"), "utf8")).toBe(text);
  });
});
