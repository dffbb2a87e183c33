import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = Date.UTC(2026, 0, 10, 12, 0, 0);
const ago = (ms: number) => relativeTime(now - ms, now);
const MIN = 60_000;

describe("relative time labels", () => {
  it("says 'Just now' under a minute, and for a clock that went backwards", () => {
    expect(ago(0)).toBe("Just now");
    expect(ago(59_999)).toBe("Just now");
    expect(ago(-5 * MIN)).toBe("Just now");
  });

  it("counts whole minutes, hours and days", () => {
    expect(ago(MIN)).toBe("1 minute ago");
    expect(ago(2 * MIN)).toBe("2 minutes ago");
    expect(ago(59 * MIN + 59_000)).toBe("59 minutes ago");
    expect(ago(60 * MIN)).toBe("1 hour ago");
    expect(ago(5 * 60 * MIN + 30 * MIN)).toBe("5 hours ago");
    expect(ago(24 * 60 * MIN - 1)).toBe("23 hours ago");
    expect(ago(24 * 60 * MIN)).toBe("1 day ago");
    expect(ago(3 * 24 * 60 * MIN)).toBe("3 days ago");
  });
});
