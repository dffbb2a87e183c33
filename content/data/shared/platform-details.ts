import type { Platform, PlatformId } from "../platform-details/types";

/** Where each platform page's call to action leads, the same in both editions (routes of the registry). */
const ctaLinks = {
  cusp: { primary: "/devhub/docs", secondary: "/ecosystem/core-tech/threshold-mpc" },
  "pqc-function": { primary: "/devhub/developer-program", secondary: "/enterprise/pqc-encryption" },
  tokenis: { primary: "/devhub/hub", secondary: "/enterprise/privacy-blockchain" },
  epsilon: { primary: "/devhub/hub", secondary: "/research/technologies/differential-privacy" },
  "ledger-actor-fabric": { primary: "/devhub/developer-program", secondary: "/devhub/opensource-projects" },
  privid: { primary: "/devhub/docs", secondary: "/enterprise/homomorphic-db" },
} as const satisfies Readonly<Record<PlatformId, { primary: string; secondary: string }>>;

/** A platform page's call to action: this edition's words, with the links both editions share. */
export function platformCta(
  id: PlatformId,
  words: { title: string; text: string; primary: string; secondary: string },
): Platform["cta"] {
  const links = ctaLinks[id];
  return {
    title: words.title,
    text: words.text,
    primary: { label: words.primary, href: links.primary },
    secondary: { label: words.secondary, href: links.secondary },
  };
}
