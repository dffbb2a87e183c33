import { CalendarDays, MapPin } from "../ui/icons";
import type { CommunityEvent } from "../../../content/data/community";
import { communityMessages as m } from "../../../content/messages/community";
import { Badge, type BadgeTone } from "../ui/badge";
import { Card } from "../ui/card";
import { ActionButton } from "./action-button";
import { eventActions } from "./card-action";
import type { EventStatus } from "./event-status";

const statusTone: Record<EventStatus, BadgeTone> = { upcoming: "green", live: "indigo", past: "neutral" };

export function EventCard({ event, status }: { event: CommunityEvent; status: EventStatus }) {
  const { register, learnMore } = eventActions(event, status);
  const headingId = `event-${event.id}`;
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      data-event={event.id}
      data-status={status}
      className="flex h-full flex-col"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="indigo">{m.eventKinds[event.kind]}</Badge>
        <Badge tone={statusTone[status]} className="event-status">
          {m.status[status]}
        </Badge>
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-semibold text-slate-900">
        {event.title}
      </h3>
      <dl className="mt-2 space-y-1 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{m.when}</span>
          </dt>
          <dd>
            <time dateTime={event.startsAt}>{event.dateLabel}</time>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <MapPin className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{m.where}</span>
          </dt>
          <dd>{event.location}</dd>
        </div>
      </dl>
      <p className="mt-3 flex-1 text-slate-700">{event.description}</p>
      <div className="mt-5 flex flex-wrap gap-2">
        <ActionButton action={register} variant="primary">
          {m.register}
        </ActionButton>
        <ActionButton action={learnMore}>{m.learnMore}</ActionButton>
      </div>
      {/* Said in plain text too: tooltips do not open on touch screens. */}
      {status === "past" ? <p className="mt-2 text-sm text-slate-600">{m.registrationClosed}.</p> : null}
    </Card>
  );
}
