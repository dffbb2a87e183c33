import Fastify from "fastify";
import type { FastifyReply } from "fastify";
import { describe, expect, it } from "vitest";
import { createAnswerBatch } from "./answer-batch";

/** A stand-in reply that records what it was sent (the batch calls `send`, reads `sent`, and may close `raw`). */
function fakeReply(log: unknown[], failures = 0, events?: string[]) {
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
      events?.push(`send ${String(payload)}`);
      return reply;
    },
  };
  return reply as typeof reply & FastifyReply;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const value = (payload: unknown) => () => payload;

describe("createAnswerBatch", () => {
  it("holds the requests of one turn, computes their answers back to back, then sends them, in order", async () => {
    const sent: unknown[] = [];
    const events: string[] = [];
    const sizes: number[] = [];
    const answer = createAnswerBatch({ limit: 8, onFlush: (size) => sizes.push(size) });
    const computing = (name: string) => () => {
      events.push(`compute ${name}`);
      return name;
    };
    const recording = () => fakeReply(sent, 0, events);
    answer(recording(), computing("a"));
    answer(recording(), computing("b"));
    answer(recording(), computing("c"));
    expect(events).toEqual([]);
    await nextTurn();
    expect(events).toEqual(["compute a", "compute b", "compute c", "send a", "send b", "send c"]);
    expect(sent).toEqual(["a", "b", "c"]);
    answer(fakeReply(sent), value("d"));
    await nextTurn();
    expect(sent).toEqual(["a", "b", "c", "d"]);
    expect(sizes).toEqual([3, 1]);
  });

  it("answers at once when the limit is reached, so no answer waits behind more than limit - 1 others", async () => {
    const sent: unknown[] = [];
    const sizes: number[] = [];
    const answer = createAnswerBatch({ limit: 3, onFlush: (size) => sizes.push(size) });
    for (const payload of ["a", "b", "c", "d"]) answer(fakeReply(sent), value(payload));
    expect(sent).toEqual(["a", "b", "c"]);
    await nextTurn();
    expect(sent).toEqual(["a", "b", "c", "d"]);
    await nextTurn();
    expect(sent).toHaveLength(4);
    // The rest goes with the turn's end already scheduled: no second timer, no empty batch.
    expect(sizes).toEqual([3, 1]);
  });

  it("sends an answer whose computation throws its error, and answers the others", async () => {
    const sent: unknown[] = [];
    const answer = createAnswerBatch({ limit: 8 });
    answer(fakeReply(sent), value("a"));
    answer(fakeReply(sent), () => {
      throw new Error("no answer");
    });
    answer(fakeReply(sent), () => {
      // Something thrown that is not an Error still reaches the reply as one.
      throw "not an error object";
    });
    answer(fakeReply(sent), value("d"));
    await nextTurn();
    expect(sent[0]).toBe("a");
    expect(sent[1]).toEqual(new Error("no answer"));
    expect(sent[2]).toEqual(new Error("not an error object"));
    expect(sent[3]).toBe("d");
  });

  it("gives a reply whose send throws its error and still sends the others", async () => {
    const sent: unknown[] = [];
    const answer = createAnswerBatch({ limit: 8 });
    answer(fakeReply(sent), value("a"));
    answer(fakeReply(sent, 1), value("bad"));
    answer(fakeReply(sent), value("c"));
    await nextTurn();
    expect(sent[0]).toBe("a");
    expect(sent[1]).toBeInstanceOf(Error);
    expect(sent[2]).toBe("c");
  });

  it("closes the connection of a reply that cannot even send its error, and still sends the others", async () => {
    const sent: unknown[] = [];
    const answer = createAnswerBatch({ limit: 8 });
    const broken = fakeReply(sent, 2);
    answer(fakeReply(sent), value("a"));
    answer(broken, value("bad"));
    answer(fakeReply(sent), value("c"));
    await nextTurn();
    expect(sent).toEqual(["a", "c"]);
    expect(broken.destroyed).toBe(true);
  });
});

describe("createAnswerBatch in a Fastify server over HTTP", () => {
  it("answers requests read in one pass together, each its own, and failing ones with a JSON error", async () => {
    const sizes: number[] = [];
    const answer = createAnswerBatch({ onFlush: (size) => sizes.push(size) });
    const app = Fastify();
    // A reply whose payload makes Fastify's own send path throw (an onSend hook answering an object).
    app.addHook("onSend", async (_request, _reply, payload) =>
      payload === '{"echo":"boom"}' ? ({ not: "a string" } as unknown as string) : payload,
    );
    app.post<{ Body: { n: string } }>("/echo", (request, reply) => {
      answer(reply, () => {
        // A computation that throws (the other failure, beside a send that throws).
        if (request.body.n === "throw") throw new Error("no answer for this one");
        return { echo: request.body.n };
      });
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
      const names = Array.from({ length: 16 }, (_, i) => (i === 5 ? "boom" : i === 9 ? "throw" : `n${i}`));
      // The first round opens the connections; later ones arrive on open connections, usually in one pass (a
      // busy machine may spread a round over several passes, so a few rounds are allowed for one batch to form).
      await Promise.all(names.map(post));
      let largest = 0;
      for (let round = 0; round < 5 && largest < 2; round++) {
        sizes.length = 0;
        const answers = await Promise.all(names.map(post));
        answers.forEach((answer, i) => {
          if (names[i] === "boom" || names[i] === "throw") {
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
