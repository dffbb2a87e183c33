import { describe, expect, it } from "vitest";
import { events, EVENTS_REVIEWED_AT } from "../../../content/data/community";
import { eventStatus, orderEvents } from "./event-status";

const meetup = { startsAt: "2024-03-15T18:00:00-08:00", endsAt: "2024-03-15T21:00:00-08:00" };
const at = (iso: string) => Date.parse(iso);

describe("eventStatus", () => {
  it("is upcoming before the start, live during the event and past from its end", () => {
    expect(eventStatus(meetup, at("2024-03-15T17:59:00-08:00"))).toBe("upcoming");
    expect(eventStatus(meetup, at("2024-03-15T18:00:00-08:00"))).toBe("live");
    expect(eventStatus(meetup, at("2024-03-15T20:59:59-08:00"))).toBe("live");
    expect(eventStatus(meetup, at("2024-03-15T21:00:00-08:00"))).toBe("past");
    expect(eventStatus(meetup, at("2026-11-22T00:00:00Z"))).toBe("past");
  });

  it("compares instants, not wall-clock strings: 6:00 PM PST is 02:00 UTC the next day", () => {
    expect(eventStatus(meetup, at("2024-03-16T01:59:00Z"))).toBe("upcoming");
    expect(eventStatus(meetup, at("2024-03-16T02:00:00Z"))).toBe("live");
  });

  it("rejects unparseable dates instead of guessing", () => {
    expect(() => eventStatus({ startsAt: "15 March", endsAt: "x" }, 0)).toThrow(/Invalid event dates/);
  });
});

describe("orderEvents", () => {
  it("lists open events soonest first, then past events most recent first", () => {
    const a = { id: "a", startsAt: "2024-01-01T00:00:00Z", endsAt: "2024-01-02T00:00:00Z" };
    const b = { id: "b", startsAt: "2024-02-01T00:00:00Z", endsAt: "2024-02-02T00:00:00Z" };
    const c = { id: "c", startsAt: "2024-05-01T00:00:00Z", endsAt: "2024-05-02T00:00:00Z" };
    const d = { id: "d", startsAt: "2024-04-01T00:00:00Z", endsAt: "2024-04-02T00:00:00Z" };
    const ids = orderEvents([a, b, c, d], at("2024-03-01T00:00:00Z")).map((e) => e.id);
    expect(ids).toEqual(["d", "c", "b", "a"]);
  });
});

describe("community events content", () => {
  it("holds the announced meetup (March 15 2024, 6:00 PM PST) and hackathon (April 1-3 2024, virtual)", () => {
    const [meet, hack] = events;
    expect(meet?.kind).toBe("Meetup");
    expect(meet?.dateLabel).toContain("March 15, 2024");
    expect(meet?.dateLabel).toContain("6:00 PM PST");
    expect(new Date(meet?.startsAt ?? "").toISOString()).toBe("2024-03-16T02:00:00.000Z");
    expect(hack?.kind).toBe("Hackathon");
    expect(hack?.location).toBe("Virtual");
    expect(hack?.dateLabel).toMatch(/April 1.3, 2024/);
  });

  it("ends every event after it starts", () => {
    for (const e of events) expect(Date.parse(e.endsAt)).toBeGreaterThan(Date.parse(e.startsAt));
  });

  it("prerenders both events as past (the review date is after them)", () => {
    for (const e of events) expect(eventStatus(e, Date.parse(EVENTS_REVIEWED_AT))).toBe("past");
  });
});
