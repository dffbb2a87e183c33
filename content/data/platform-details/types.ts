/** The shape of one platform page's content (content/data/platform-details/<id>.ts). */
import type { ServiceId } from "../services";

export type PlatformId = Exclude<ServiceId, "moduli-chain">;

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
  /** Paragraphs of "What it is". */
  overview: readonly string[];
  /** Short technical facts shown beside the overview. */
  facts: readonly { label: string; value: string }[];
  features: readonly PlatformFeature[];
  steps: readonly PlatformStep[];
  audiences: readonly PlatformAudience[];
  cta: { title: string; text: string; primary: PlatformLink; secondary: PlatformLink };
}
