import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consentMessages as koConsent } from "./ko/messages/consent";
import { privacyMessages as koPrivacy } from "./ko/messages/privacy";
import { consentMessages } from "./messages/consent";
import { privacyMessages } from "./messages/privacy";
import { PRIVACY_NOTICE_VERSION, PRIVACY_NOTICE_VERSIONS, type PrivacyNoticeVersion } from "./privacy-notice";

/**
 * The text each version of the notice was published with, as a fingerprint of both editions' notice and policy.
 * An inquiry records the version its sender agreed to, so the words behind a version must not change: a new text
 * is a new version (add it to PRIVACY_NOTICE_VERSIONS and its fingerprint here).
 */
const PUBLISHED: Partial<Record<PrivacyNoticeVersion, string>> = {
  "2026-11-26": "745abedd87e1c627",
};

const fingerprint = () =>
  createHash("sha256")
    .update(JSON.stringify([consentMessages, koConsent, privacyMessages, koPrivacy]))
    .digest("hex")
    .slice(0, 16);

describe("privacy notice versions", () => {
  it("are dates, oldest first, without repeats; the last is the one shown", () => {
    expect([...PRIVACY_NOTICE_VERSIONS].sort()).toEqual([...PRIVACY_NOTICE_VERSIONS]);
    expect(new Set(PRIVACY_NOTICE_VERSIONS).size).toBe(PRIVACY_NOTICE_VERSIONS.length);
    for (const v of PRIVACY_NOTICE_VERSIONS) expect(v).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(PRIVACY_NOTICE_VERSION).toBe(PRIVACY_NOTICE_VERSIONS.at(-1));
  });

  it("the shown version's words are the ones it was published with: a changed notice or policy needs a new version", () => {
    expect(fingerprint(), `notice version ${PRIVACY_NOTICE_VERSION}`).toBe(PUBLISHED[PRIVACY_NOTICE_VERSION]);
  });
});
