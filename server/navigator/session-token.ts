import { randomBytes } from "node:crypto";
import { hmacSha256, sameMac } from "../lib/hmac";

/**
 * Stateless chat sessions: the id IS the session. `v1.<issuedAtSeconds>.<nonce>.<hmac>` signed with
 * SESSION_SECRET, so any server instance with the same secret accepts it and no memory grows per visitor beyond a
 * bounded memo of recently verified tokens.
 */
export interface SessionSigner {
  issue(now?: number): string;
  /** True when the token is well formed, signed with this secret and not older than the TTL. */
  verify(token: string, now?: number): boolean;
}

const TOKEN_RE = /^v1\.([0-9]{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** Verified tokens remembered at most (about 150 bytes each). */
export const VERIFIED_MEMO_SIZE = 4096;

export function createSessionSigner(secret: string, ttlHours: number): SessionSigner {
  const ttlMs = ttlHours * 3_600_000;
  const sign = hmacSha256(secret);
  // A visitor asks several questions with one token: a token whose signature was checked once is remembered with
  // its issue time, so its next requests skip the MAC (the expiry is still checked every time). Only valid tokens
  // get in, and the one used least recently goes when the memo is full. Anyone may fetch valid tokens and flush the
  // memo with them; that only brings back the full check for everyone, with the memory still bounded.
  const verified = new Map<string, number>();
  // A token from the future (clock skew beyond a minute) is as suspicious as an expired one.
  const fresh = (issuedMs: number, now: number) => issuedMs <= now + 60_000 && now - issuedMs <= ttlMs;

  return {
    issue(now = Date.now()) {
      const payload = `v1.${Math.floor(now / 1000)}.${randomBytes(12).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token, now = Date.now()) {
      const known = verified.get(token);
      if (known !== undefined) {
        verified.delete(token);
        if (!fresh(known, now)) return false;
        // Back in at the end: the next eviction takes a token nobody is using.
        verified.set(token, known);
        return true;
      }
      const match = TOKEN_RE.exec(token);
      if (!match) return false;
      const [, issued, nonce, mac] = match;
      const payload = `v1.${issued}.${nonce}`;
      if (!sameMac(sign(payload), mac ?? "")) return false;
      const issuedMs = Number(issued) * 1000;
      if (!fresh(issuedMs, now)) return false;
      if (verified.size >= VERIFIED_MEMO_SIZE) verified.delete(verified.keys().next().value as string);
      verified.set(token, issuedMs);
      return true;
    },
  };
}

/** The configured secret, or a random one for this process (sessions then die with the process). */
export function resolveSessionSecret(
  configured: string | undefined,
  warn: (message: string) => void,
): string {
  if (configured) return configured;
  warn(
    "SESSION_SECRET is not set: using a random per-process secret. Chat sessions will not survive a restart " +
      "or be shared between instances; set SESSION_SECRET (32+ characters) in production.",
  );
  return randomBytes(32).toString("base64url");
}
