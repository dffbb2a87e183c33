/**
 * Community channels and events (/community). Where a channel's link comes from site config (GitHub, Twitter),
 * the app decides at render whether the card links out or is disabled; content only describes the channel.
 */
import { withText } from "../with-text";
import { sharedEvents } from "./shared/community";

export type ChannelId = "discord" | "github" | "twitter" | "forum";

export interface CommunityChannel {
  id: ChannelId;
  name: string;
  description: string;
  /** The button's label. */
  action: string;
  /** Short facts shown on the card. */
  highlights: readonly string[];
}

export const channels: readonly CommunityChannel[] = [
  {
    id: "discord",
    name: "Discord",
    description:
      "Real-time chat with the Nullspace engineers and other builders: SDK help, protocol questions and release announcements.",
    action: "Join Discord",
    highlights: ["#sdk-help and #pqc-migration channels", "A weekly open Q&A with the research team"],
  },
  {
    id: "github",
    name: "GitHub",
    description:
      "Our open-source libraries (torus-he, mlkem-wasm, thresh-sign, moduli-circuits and more): issues, discussions and pull requests.",
    action: "Follow on GitHub",
    highlights: ["Good-first-issue labels in every repository", "Security advisories and signed releases"],
  },
  {
    id: "twitter",
    name: "Twitter",
    description: "Release notes, new papers from the research team and event announcements, in short form.",
    action: "Follow on Twitter",
    highlights: ["Paper and release announcements", "Event reminders"],
  },
  {
    id: "forum",
    name: "Forum",
    description:
      "Long-form discussion: design reviews, research threads and answers worth keeping, in English and Korean.",
    action: "About the Forum",
    highlights: ["Searchable, moderated threads", "Korean and English boards"],
  },
];

export interface CommunityEvent {
  id: string;
  kind: "Meetup" | "Hackathon";
  title: string;
  description: string;
  /** Human-readable date and time, as announced. */
  dateLabel: string;
  location: string;
  /** ISO 8601 instants with the announced offset: the event's start and the moment it ends. */
  startsAt: string;
  endsAt: string;
  /** Registration and details pages; null when none is published (the buttons are then disabled, never dead). */
  registerUrl: string | null;
  learnMoreUrl: string | null;
}

export const events: readonly CommunityEvent[] = withText(sharedEvents, (e) => e.id, {
  "pq-meetup-2024-03": {
    title: "Post-Quantum Builders Meetup",
    description:
      "Lightning talks on migrating TLS and code signing to ML-KEM and ML-DSA, followed by a hands-on session with PQC-Function.",
    dateLabel: "March 15, 2024 · 6:00 PM PST",
    location: "San Francisco, CA",
  },
  "privacy-hackathon-2024-04": {
    title: "Nullspace Privacy Hackathon",
    description:
      "Three days of building with homomorphic encryption, zero-knowledge proofs and threshold signatures, with mentors from the research team.",
    dateLabel: "April 1–3, 2024",
    location: "Virtual",
  },
});

/**
 * The date this events list was last reviewed. The prerendered HTML states each event's status relative to this
 * date, which server and browser share, so hydration cannot mismatch; after mount the page recomputes the status
 * against the visitor's clock. Status only moves forward in time, so a "past" event here is past for every visitor.
 */
export const EVENTS_REVIEWED_AT = "2026-11-01T00:00:00Z";
