import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from "./toast-store";

describe("toast store: one toast at a time, removed long after dismissal", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("keeps at most one toast, the newest", () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: "first" });
    toast({ title: "second" });
    expect(getToasts().map((t) => t.title)).toEqual(["second"]);
  });

  it("closes on dismiss and removes the toast only after the removal delay", () => {
    const { id } = toast({ title: "bye" });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
