import { describe, expect, it } from "vitest";
import { ANSWER_ID_PATTERN } from "../../content/navigator/constants";
import { createAnswerIds } from "./answer-id";

describe("answer ids", () => {
  it("are unique, increase in the order they were issued, and have the contract's shape", () => {
    const ids = createAnswerIds("secret");
    const issued = Array.from({ length: 2000 }, (_, i) => ids.issue(`session-${i % 7}`));
    expect(new Set(issued).size).toBe(issued.length);
    for (const id of issued) expect(id).toMatch(ANSWER_ID_PATTERN);
    const serials = issued.map((id) => id.split(".")[0] ?? "");
    expect([...serials].sort()).toEqual(serials);
  });

  it("differ between two processes (each draws its own prefix)", () => {
    const a = createAnswerIds("secret").issue("s");
    const b = createAnswerIds("secret").issue("s");
    expect(a).not.toBe(b);
  });

  it("belong only to the session they were issued in, and resist tampering", () => {
    const ids = createAnswerIds("secret");
    const id = ids.issue("session-a");
    expect(ids.belongsTo(id, "session-a")).toBe(true);
    expect(ids.belongsTo(id, "session-b")).toBe(false);
    const [serial = "", mac = ""] = id.split(".");
    const nextSerial = `${serial.slice(0, -1)}${serial.endsWith("1") ? "2" : "1"}`;
    expect(ids.belongsTo(`${nextSerial}.${mac}`, "session-a")).toBe(false);
    expect(createAnswerIds("another secret").belongsTo(id, "session-a")).toBe(false);
    expect(ids.belongsTo("garbage", "session-a")).toBe(false);
  });
});
