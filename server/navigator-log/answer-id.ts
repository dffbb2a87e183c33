import { randomBytes } from "node:crypto";
import { hmacSha256, sameMac } from "../lib/hmac";

/**
 * Answer ids: `<serial>.<mac>`, where the MAC ties the id to the session it was given in. Feedback can then only be
 * left on answers a session really received (no store lookup on the request path, no guessing other visitors'
 * ids), and the id itself says nothing about the visitor.
 *
 * The serial is the UTC day (4 base-36 digits) and 88 random bits (15 characters). The day is what the log keeps of
 * a decision anyway, and it keeps the log's primary-key index growing in one region (today's) instead of at random
 * places all over months of decisions; within a day the serials are random, so they give away neither the order
 * of decisions nor how many answers the site gives. The random bits come from a pool refilled a few KB at a time
 * (one system call per 512 answers).
 */
export interface AnswerIds {
  issue(sessionId: string): string;
  belongsTo(answerId: string, sessionId: string): boolean;
}

const RANDOM_BYTES = 11;
const POOL_SIZE = RANDOM_BYTES * 512;
const DAY_MS = 86_400_000;

export function createAnswerIds(secret: string, now: () => number = Date.now): AnswerIds {
  const sign = hmacSha256(`answer-id:${secret}`);
  const mac = (sessionId: string, serial: string) => sign(`${sessionId}|${serial}`).slice(0, 16);
  let pool = randomBytes(POOL_SIZE);
  let used = 0;
  const random = () => {
    if (used === POOL_SIZE) {
      pool = randomBytes(POOL_SIZE);
      used = 0;
    }
    used += RANDOM_BYTES;
    return pool.toString("base64url", used - RANDOM_BYTES, used);
  };
  return {
    issue(sessionId) {
      const day = Math.floor(now() / DAY_MS)
        .toString(36)
        .padStart(4, "0");
      const serial = `${day}${random()}`;
      return `${serial}.${mac(sessionId, serial)}`;
    },
    belongsTo(answerId, sessionId) {
      const [serial = "", given = ""] = answerId.split(".");
      return sameMac(mac(sessionId, serial), given);
    },
  };
}
