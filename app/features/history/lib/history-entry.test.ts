import { describe, expect, it } from "vitest";
import { isHistoryEntry, isString, newEntryId, parseList } from "./history-entry";

const good = { id: "x", path: "/research", title: "Research", timestamp: 1 };

describe("stored history parsing", () => {
  it("accepts a list of well-formed entries", () => {
    expect(parseList(JSON.stringify([good]), isHistoryEntry)).toEqual([good]);
  });

  it.each([
    ["not JSON", "{oops"],
    ["not a list", JSON.stringify(good)],
    ["a missing field", JSON.stringify([{ ...good, title: undefined }])],
    ["a string timestamp", JSON.stringify([{ ...good, timestamp: "1" }])],
    ["an off-site path", JSON.stringify([{ ...good, path: "//evil.example" }])],
    ["a script URL", JSON.stringify([{ ...good, path: "javascript:alert(1)" }])],
  ])("rejects %s", (_label, text) => {
    expect(parseList(text, isHistoryEntry)).toBeNull();
  });

  it("parses archived ids", () => {
    expect(parseList('["a","b"]', isString)).toEqual(["a", "b"]);
    expect(parseList("[1]", isString)).toBeNull();
  });

  it("makes distinct ids within one millisecond", () => {
    expect(newEntryId(5)).not.toBe(newEntryId(5));
  });
});
