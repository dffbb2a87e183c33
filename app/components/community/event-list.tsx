import { events, EVENTS_REVIEWED_AT } from "../../../content/data/community";
import { communityMessages as m } from "../../../content/messages/community";
import { EventCard } from "./event-card";
import { eventStatus, orderEvents } from "./event-status";
import { useMinuteClock } from "./use-minute-clock";

/** The events, each with its status relative to today (see useMinuteClock for why hydration cannot mismatch). */
export function EventList() {
  const now = useMinuteClock(EVENTS_REVIEWED_AT);
  const ordered = orderEvents(events, now);
  const anyOpen = ordered.some((e) => eventStatus(e, now) !== "past");
  return (
    <>
      {anyOpen ? null : <p className="mb-4 text-slate-700">{m.noUpcoming}</p>}
      <p className="sr-only">{m.eventsLabel}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {ordered.map((event) => (
          <li key={event.id}>
            <EventCard event={event} status={eventStatus(event, now)} />
          </li>
        ))}
      </ul>
    </>
  );
}
