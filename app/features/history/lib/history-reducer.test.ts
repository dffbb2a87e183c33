import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT, type HistoryEntry } from "./history-entry";
import { historyReducer, initialHistory, visibleEntries, type HistoryState } from "./history-reducer";

const entry = (path: string, n = 0): HistoryEntry => ({
  id: `${path}#${n}`,
  path,
  title: path,
  timestamp: n,
});
const visit = (state: HistoryState, path: string, n = 0) =>
  historyReducer(state, { type: "visited", entry: entry(path, n) });
const paths = (state: HistoryState) => state.entries.map((e) => e.path);

describe("history reducer", () => {
  it("keeps visits newest first", () => {
    const state = ["/a", "/b", "/c"].reduce((s, p, i) => visit(s, p, i), initialHistory);
    expect(paths(state)).toEqual(["/c", "/b", "/a"]);
  });

  it("records the same path twice in a row once, but again after another page", () => {
    let state = visit(initialHistory, "/a", 1);
    const same = visit(state, "/a", 2);
    expect(same).toBe(state);
    state = visit(visit(state, "/b", 3), "/a", 4);
    expect(paths(state)).toEqual(["/a", "/b", "/a"]);
  });

  it(`keeps only the last ${HISTORY_LIMIT} visits`, () => {
    let state = initialHistory;
    for (let i = 0; i < 15; i++) state = visit(state, `/p${i}`, i);
    expect(state.entries).toHaveLength(HISTORY_LIMIT);
    expect(paths(state)[0]).toBe("/p14");
    expect(paths(state).at(-1)).toBe("/p5");
  });

  it("archives an entry (hidden, still counted) and forgets archived ids that fell off the list", () => {
    let state = visit(visit(initialHistory, "/a", 1), "/b", 2);
    const a = state.entries[1]!;
    state = historyReducer(state, { type: "archived", ids: [a.id] });
    expect(visibleEntries(state).map((e) => e.path)).toEqual(["/b"]);
    expect(state.entries).toHaveLength(2);
    for (let i = 0; i < HISTORY_LIMIT; i++) state = visit(state, `/q${i}`, 10 + i);
    expect(state.archived).toEqual([]);
  });

  it("ignores archiving an unknown id", () => {
    const state = visit(initialHistory, "/a");
    expect(historyReducer(state, { type: "archived", ids: ["nope"] }).archived).toEqual([]);
  });

  it("clears entries and archived ids", () => {
    let state = visit(visit(initialHistory, "/a", 1), "/b", 2);
    state = historyReducer(state, { type: "archived", ids: [state.entries[0]!.id] });
    state = historyReducer(state, { type: "cleared" });
    expect(state.entries).toEqual([]);
    expect(state.archived).toEqual([]);
  });

  it("merges the stored list under visits recorded before it loaded, without a repeat at the seam", () => {
    const before = visit(initialHistory, "/b", 5);
    const state = historyReducer(before, {
      type: "loaded",
      entries: [entry("/b", 4), entry("/a", 3)],
      archived: ["/a#3", "gone"],
    });
    expect(state.ready).toBe(true);
    expect(paths(state)).toEqual(["/b", "/a"]);
    expect(state.archived).toEqual(["/a#3"]);
  });
});
