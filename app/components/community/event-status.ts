import type { CommunityEvent } from "../../../content/data/community";

export type EventStatus = "upcoming" | "live" | "past";

/** Where `now` (epoch ms) falls relative to the event: before its start, during it, or at/after its end. */
export function eventStatus(event: Pick<CommunityEvent, "startsAt" | "endsAt">, now: number): EventStatus {
  const start = Date.parse(event.startsAt);
  const end = Date.parse(event.endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new Error(`Invalid event dates: ${event.startsAt}`);
  if (now < start) return "upcoming";
  if (now < end) return "live";
  return "past";
}

/** Upcoming and live events first (soonest first), then past events (most recent first). */
export function orderEvents<T extends Pick<CommunityEvent, "startsAt" | "endsAt">>(
  list: readonly T[],
  now: number,
): T[] {
  const open = list.filter((e) => eventStatus(e, now) !== "past");
  const past = list.filter((e) => eventStatus(e, now) === "past");
  const by = (e: T) => Date.parse(e.startsAt);
  return [...open.sort((a, b) => by(a) - by(b)), ...past.sort((a, b) => by(b) - by(a))];
}
