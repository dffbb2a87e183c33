import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Answer ids: `<random>.<mac>`, where the MAC ties the id to the session it was given in. Feedback can then only be
 * left on answers a session really received (no store lookup on the request path, no guessing other visitors'
 * ids), and the id itself says nothing about the visitor.
 */
export interface AnswerIds {
  issue(sessionId: string): string;
  belongsTo(answerId: string, sessionId: string): boolean;
}

export function createAnswerIds(secret: string): AnswerIds {
  const key = Buffer.from(`answer-id:${secret}`, "utf8");
  const mac = (sessionId: string, random: string) =>
    createHmac("sha256", key).update(`${sessionId}|${random}`).digest("base64url").slice(0, 16);
  return {
    issue(sessionId) {
      const random = randomBytes(9).toString("base64url");
      return `${random}.${mac(sessionId, random)}`;
    },
    belongsTo(answerId, sessionId) {
      const [random = "", given = ""] = answerId.split(".");
      const expected = Buffer.from(mac(sessionId, random));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
