/**
 * Versions of the privacy notice: what the contact form tells a visitor before asking for consent (items,
 * purpose, retention) and the privacy policy it links to, which change together. A version is the date its text
 * took effect, and the policy shows it as its effective date. The stored inquiry records the version its sender
 * agreed to, so every version ever shown stays in this list, oldest first; the last one is shown now. Changing the
 * notice's text or the policy's means adding a version (content/privacy-notice.test.ts fails until then).
 */
export const PRIVACY_NOTICE_VERSIONS = ["2026-11-26"] as const;

export type PrivacyNoticeVersion = (typeof PRIVACY_NOTICE_VERSIONS)[number];

export const PRIVACY_NOTICE_VERSION: PrivacyNoticeVersion = PRIVACY_NOTICE_VERSIONS[
  PRIVACY_NOTICE_VERSIONS.length - 1
] as PrivacyNoticeVersion;

/** Within how many days a request to see, correct or delete one's data is acted on and answered (the law's limit). */
export const PRIVACY_REQUEST_DAYS = 10;
