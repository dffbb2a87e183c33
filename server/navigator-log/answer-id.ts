import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Answer ids: `<serial>.<mac>`, where the MAC ties the id to the session it was given in. Feedback can then only be
 * left on answers a session really received (no store lookup on the request path, no guessing other visitors'
 * ids), and the id itself says nothing about the visitor.
 *
 * The serial is a random prefix drawn once per process and a counter: unique across processes and restarts,
 * free to make (no system call per answer), and increasing, so the log's primary-key index grows at one end
 * instead of at random places all over a table that holds months of decisions. It carries no time: the log keeps
 * the day of a decision, never a timestamp.
 */
export interface AnswerIds {
  issue(sessionId: string): string;
  belongsTo(answerId: string, sessionId: string): boolean;
}

export function createAnswerIds(secret: string): AnswerIds {
  const key = Buffer.from(`answer-id:${secret}`, "utf8");
  const mac = (sessionId: string, random: string) =>
    createHmac("sha256", key).update(`${sessionId}|${random}`).digest("base64url").slice(0, 16);
  const prefix = randomBytes(6).toString("base64url");
  let counter = 0;
  return {
    issue(sessionId) {
      counter += 1;
      // Fixed width, so the serials of one process sort in the order they were issued.
      const serial = `${prefix}${counter.toString(36).padStart(11, "0")}`;
      return `${serial}.${mac(sessionId, serial)}`;
    },
    belongsTo(answerId, sessionId) {
      const [random = "", given = ""] = answerId.split(".");
      const expected = Buffer.from(mac(sessionId, random));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
