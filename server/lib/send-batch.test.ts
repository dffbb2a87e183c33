import Fastify from "fastify";
import type { FastifyReply } from "fastify";
import { describe, expect, it } from "vitest";
import { createSendBatch } from "./send-batch";

/** A stand-in reply that records what it was sent (send-batch calls `send`, reads `sent`, and may close `raw`). */
function fakeReply(log: unknown[], failures = 0) {
  let left = failures;
  const reply = {
    sent: false,
    destroyed: false,
    log: { error: () => undefined },
    raw: {
      destroy: () => {
        reply.destroyed = true;
      },
    },
    send(payload: unknown) {
      if (left > 0) {
        left -= 1;
        throw new Error("cannot send");
      }
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
    const sizes: number[] = [];
    const send = createSendBatch({ limit: 8, onFlush: (size) => sizes.push(size) });
    send(fakeReply(sent), "a");
    send(fakeReply(sent), "b");
    send(fakeReply(sent), "c");
    expect(sent).toEqual([]);
    await nextTurn();
    expect(sent).toEqual(["a", "b", "c"]);
    send(fakeReply(sent), "d");
    await nextTurn();
    expect(sent).toEqual(["a", "b", "c", "d"]);
    expect(sizes).toEqual([3, 1]);
  });

  it("sends at once when the limit is reached, so no answer waits behind more than limit - 1 others", async () => {
    const sent: unknown[] = [];
    const sizes: number[] = [];
    const send = createSendBatch({ limit: 3, onFlush: (size) => sizes.push(size) });
    for (const payload of ["a", "b", "c", "d"]) send(fakeReply(sent), payload);
    expect(sent).toEqual(["a", "b", "c"]);
    await nextTurn();
    expect(sent).toEqual(["a", "b", "c", "d"]);
    await nextTurn();
    expect(sent).toHaveLength(4);
    // The rest goes with the turn's end already scheduled: no second timer, no empty batch.
    expect(sizes).toEqual([3, 1]);
  });

  it("gives a reply whose send throws its error and still sends the others", async () => {
    const sent: unknown[] = [];
    const send = createSendBatch({ limit: 8 });
    send(fakeReply(sent), "a");
    send(fakeReply(sent, 1), "bad");
    send(fakeReply(sent), "c");
    await nextTurn();
    expect(sent[0]).toBe("a");
    expect(sent[1]).toBeInstanceOf(Error);
    expect(sent[2]).toBe("c");
  });

  it("closes the connection of a reply that cannot even send its error, and still sends the others", async () => {
    const sent: unknown[] = [];
    const send = createSendBatch({ limit: 8 });
    const broken = fakeReply(sent, 2);
    send(fakeReply(sent), "a");
    send(broken, "bad");
    send(fakeReply(sent), "c");
    await nextTurn();
    expect(sent).toEqual(["a", "c"]);
    expect(broken.destroyed).toBe(true);
  });
});

describe("createSendBatch in a Fastify server over HTTP", () => {
  it("sends answers read in one pass together, each to its own request, and a failing one as a JSON error", async () => {
    const sizes: number[] = [];
    const send = createSendBatch({ onFlush: (size) => sizes.push(size) });
    const app = Fastify();
    // A reply whose payload makes Fastify's own send path throw (an onSend hook answering an object).
    app.addHook("onSend", async (_request, _reply, payload) =>
      payload === '{"echo":"boom"}' ? ({ not: "a string" } as unknown as string) : payload,
    );
    app.post<{ Body: { n: string } }>("/echo", (request, reply) => {
      send(reply, { echo: request.body.n });
    });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const post = async (n: string) => {
        const res = await fetch(`${base}/echo`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ n }),
        });
        return { status: res.status, body: (await res.json()) as unknown };
      };
      const names = Array.from({ length: 16 }, (_, i) => (i === 5 ? "boom" : `n${i}`));
      // The first round opens the connections; later ones arrive on open connections, usually in one pass (a
      // busy machine may spread a round over several passes, so a few rounds are allowed for one batch to form).
      await Promise.all(names.map(post));
      let largest = 0;
      for (let round = 0; round < 5 && largest < 2; round++) {
        sizes.length = 0;
        const answers = await Promise.all(names.map(post));
        answers.forEach((answer, i) => {
          if (names[i] === "boom") {
            expect(answer.status).toBe(500);
            expect(answer.body).toMatchObject({ statusCode: 500 });
          } else expect(answer).toEqual({ status: 200, body: { echo: names[i] } });
        });
        largest = Math.max(largest, ...sizes);
      }
      expect(largest).toBeGreaterThan(1);
    } finally {
      await app.close();
    }
  });
});
