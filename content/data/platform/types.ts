/** The platform pages' ids and the shape of one page's content (content/data/platform/<id>.ts). */
import type { ServiceId } from "../services";

/**
 * The platforms, each with a page of its own (/service/{id}): every Service card but Moduli Chain, a public
 * network rather than a platform. The portal's platform count is this list's length.
 */
export const PLATFORM_IDS = [
  "cusp",
  "privid",
  "pqc-function",
  "tokenis",
  "epsilon",
  "ledger-actor-fabric",
] as const satisfies readonly ServiceId[];

export type PlatformId = (typeof PLATFORM_IDS)[number];

export interface PlatformFeature {
  title: string;
  description: string;
}

export interface PlatformStep {
  title: string;
  description: string;
}

export interface PlatformAudience {
  who: string;
  why: string;
}

export interface PlatformLink {
  label: string;
  /** An internal route of the registry; tests check that each one resolves. */
  href: string;
}

export interface Platform {
  id: PlatformId;
  /** Paragraphs of "What it is". */
  overview: readonly string[];
  /** Short technical facts shown beside the overview. */
  facts: readonly { label: string; value: string }[];
  features: readonly PlatformFeature[];
  steps: readonly PlatformStep[];
  audiences: readonly PlatformAudience[];
  cta: { title: string; text: string; primary: PlatformLink; secondary: PlatformLink };
}
