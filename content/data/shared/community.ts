import type { CommunityEvent } from "../community";

/**
 * What both editions say alike of each community event (the text is in content/data/community.ts and its Korean
 * sibling): its kind, times and links, in the page's order.
 */
export const sharedEvents = [
  {
    id: "pq-meetup-2024-03",
    kind: "Meetup",
    startsAt: "2024-03-15T18:00:00-08:00",
    endsAt: "2024-03-15T21:00:00-08:00",
    registerUrl: null,
    learnMoreUrl: null,
  },
  {
    id: "privacy-hackathon-2024-04",
    kind: "Hackathon",
    startsAt: "2024-04-01T00:00:00-07:00",
    endsAt: "2024-04-04T00:00:00-07:00",
    registerUrl: null,
    learnMoreUrl: null,
  },
] as const satisfies readonly Pick<
  CommunityEvent,
  "id" | "kind" | "startsAt" | "endsAt" | "registerUrl" | "learnMoreUrl"
>[];
