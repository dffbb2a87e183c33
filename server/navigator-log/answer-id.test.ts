import { describe, expect, it } from "vitest";
import { ANSWER_ID_PATTERN } from "../../content/navigator/constants";
import { createAnswerIds } from "./answer-id";

describe("answer ids", () => {
  it("are unique and have the contract's shape, across refills of the random pool", () => {
    const ids = createAnswerIds("secret");
    const issued = Array.from({ length: 3000 }, (_, i) => ids.issue(`session-${i % 7}`));
    expect(new Set(issued).size).toBe(issued.length);
    for (const id of issued) expect(id).toMatch(ANSWER_ID_PATTERN);
  });

  it("carry the day and nothing finer: one day's ids share a prefix, sort before the next day's, and are not in issue order", () => {
    let clock = Date.parse("2026-11-25T00:00:01Z");
    const ids = createAnswerIds("secret", () => clock);
    const today = Array.from({ length: 200 }, () => ids.issue("s").split(".")[0] ?? "");
    clock = Date.parse("2026-11-25T23:59:59Z");
    const lateToday = ids.issue("s").split(".")[0] ?? "";
    clock = Date.parse("2026-11-26T00:00:00Z");
    const tomorrow = ids.issue("s").split(".")[0] ?? "";
    const prefix = (serial: string) => serial.slice(0, 4);
    expect(new Set([...today, lateToday].map(prefix)).size).toBe(1);
    expect(prefix(tomorrow) > prefix(lateToday)).toBe(true);
    // Random within the day: sorting them does not give back the order they were issued in.
    expect([...today].sort()).not.toEqual(today);
  });

  it("belong only to the session they were issued in, and resist tampering", () => {
    const ids = createAnswerIds("secret");
    const id = ids.issue("session-a");
    expect(ids.belongsTo(id, "session-a")).toBe(true);
    expect(ids.belongsTo(id, "session-b")).toBe(false);
    const [serial = "", mac = ""] = id.split(".");
    const otherSerial = `${serial.slice(0, -1)}${serial.endsWith("A") ? "B" : "A"}`;
    expect(ids.belongsTo(`${otherSerial}.${mac}`, "session-a")).toBe(false);
    expect(createAnswerIds("another secret").belongsTo(id, "session-a")).toBe(false);
    expect(ids.belongsTo("garbage", "session-a")).toBe(false);
  });
});
