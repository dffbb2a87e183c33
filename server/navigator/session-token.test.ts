import { describe, expect, it, vi } from "vitest";
import * as hmac from "../lib/hmac";
import { createSessionSigner, resolveSessionSecret, VERIFIED_MEMO_SIZE } from "./session-token";

const SECRET = "0123456789abcdef0123456789abcdef";
const HOUR = 3_600_000;

describe("session tokens", () => {
  const signer = createSessionSigner(SECRET, 24);

  it("accepts a fresh token and issues distinct ids", () => {
    const a = signer.issue();
    const b = signer.issue();
    expect(a).not.toBe(b);
    expect(signer.verify(a)).toBe(true);
    expect(signer.verify(b)).toBe(true);
  });

  it("rejects any single-character tampering", () => {
    const token = signer.issue();
    for (let i = 0; i < token.length; i++) {
      const c = token[i] === "A" ? "B" : "A";
      const tampered = token.slice(0, i) + c + token.slice(i + 1);
      if (tampered !== token) expect(signer.verify(tampered), `position ${i}`).toBe(false);
    }
  });

  it("rejects a token signed with another secret", () => {
    const other = createSessionSigner("another-secret-another-secret-xx", 24);
    expect(signer.verify(other.issue())).toBe(false);
  });

  it("expires after the TTL and refuses tokens from the future", () => {
    const now = Date.UTC(2026, 0, 1);
    const token = signer.issue(now);
    expect(signer.verify(token, now + 23 * HOUR)).toBe(true);
    expect(signer.verify(token, now + 25 * HOUR)).toBe(false);
    expect(signer.verify(token, now - 10 * 60_000)).toBe(false);
  });

  it("remembers a verified token without trusting it past its expiry or trusting its near copies", () => {
    const memo = createSessionSigner(SECRET, 24);
    const now = Date.UTC(2026, 0, 1);
    const token = memo.issue(now);
    expect(memo.verify(token, now)).toBe(true);
    // Remembered now: still valid, still expiring, and a tampered copy is checked in full.
    expect(memo.verify(token, now + HOUR)).toBe(true);
    expect(memo.verify(token, now + 25 * HOUR)).toBe(false);
    expect(memo.verify(token, now - 10 * 60_000)).toBe(false);
    expect(memo.verify(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, now)).toBe(false);
  });

  it("checks a token's MAC once while it is in use, and again once the memo has let it go", () => {
    let macs = 0;
    const real = hmac.hmacSha256;
    const spy = vi.spyOn(hmac, "hmacSha256").mockImplementation((key) => {
      const mac = real(key);
      return (message) => {
        macs += 1;
        return mac(message);
      };
    });
    try {
      const memo = createSessionSigner(SECRET, 24);
      const now = Date.UTC(2026, 0, 1);
      const busy = memo.issue(now);
      const first = memo.issue(now);
      macs = 0;
      expect(memo.verify(first, now)).toBe(true);
      expect(memo.verify(busy, now)).toBe(true);
      expect(memo.verify(busy, now)).toBe(true);
      expect(macs).toBe(2);
      // Fill the memo with other visitors while `busy` keeps asking: `first` is evicted, `busy` is not.
      for (let i = 0; i < VERIFIED_MEMO_SIZE; i++) {
        expect(memo.verify(memo.issue(now), now)).toBe(true);
        if (i % 100 === 0) expect(memo.verify(busy, now)).toBe(true);
      }
      macs = 0;
      expect(memo.verify(busy, now + HOUR)).toBe(true);
      expect(macs).toBe(0);
      expect(memo.verify(first, now + HOUR)).toBe(true);
      expect(macs).toBe(1);
      // An expired token is refused and forgotten; a forged one never gets in.
      expect(memo.verify(busy, now + 25 * HOUR)).toBe(false);
      expect(memo.verify(busy, now + HOUR)).toBe(true);
      expect(macs).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  it("rejects malformed input without throwing", () => {
    for (const bad of [
      "",
      "v1",
      "v1.1.2.3",
      "x".repeat(500),
      "v1.123.abc.def",
      "v2.1.aaaaaaaaaaaaaaaa.bbb",
    ]) {
      expect(signer.verify(bad)).toBe(false);
    }
  });

  it("uses the configured secret silently, or a random one with a warning", () => {
    const warn = vi.fn();
    expect(resolveSessionSecret(SECRET, warn)).toBe(SECRET);
    expect(warn).not.toHaveBeenCalled();
    const a = resolveSessionSecret(undefined, warn);
    const b = resolveSessionSecret(undefined, warn);
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/SESSION_SECRET/);
  });
});
