import type { FastifyReply } from "fastify";
import { describe, expect, it } from "vitest";
import { createSendBatch } from "./send-batch";

/** A stand-in reply that records what it was sent (send-batch only calls `send` and reads `sent`). */
function fakeReply(log: unknown[], failOn?: unknown) {
  const reply = {
    sent: false,
    send(payload: unknown) {
      if (payload === failOn && !reply.sent) throw new Error("cannot serialize");
      reply.sent = true;
      log.push(payload);
      return reply;
    },
  };
  return reply as typeof reply & FastifyReply;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("createSendBatch", () => {
  it("holds the answers of one turn and sends them together, in order, when the turn ends", async () => {
    const sent: unknown[] = [];
    const send = createSendBatch(8);
    send(fakeReply(sent), "a");
    send(fakeReply(sent), "b");
    send(fakeReply(sent), "c");
    expect(sent).toEqual([]);
    await nextTurn();
    expect(sent).toEqual(["a", "b", "c"]);
    send(fakeReply(sent), "d");
    await nextTurn();
    expect(sent).toEqual(["a", "b", "c", "d"]);
  });

  it("sends at once when the limit is reached, so no answer waits behind more than limit - 1 others", async () => {
    const sent: unknown[] = [];
    const send = createSendBatch(3);
    for (const payload of ["a", "b", "c", "d"]) send(fakeReply(sent), payload);
    expect(sent).toEqual(["a", "b", "c"]);
    await nextTurn();
    expect(sent).toEqual(["a", "b", "c", "d"]);
    await nextTurn();
    expect(sent).toHaveLength(4);
  });

  it("gives a reply whose send throws its error and still sends the others", async () => {
    const sent: unknown[] = [];
    const send = createSendBatch(8);
    send(fakeReply(sent), "a");
    send(fakeReply(sent, "bad"), "bad");
    send(fakeReply(sent), "c");
    await nextTurn();
    expect(sent[0]).toBe("a");
    expect(sent[1]).toBeInstanceOf(Error);
    expect(sent[2]).toBe("c");
  });
});
