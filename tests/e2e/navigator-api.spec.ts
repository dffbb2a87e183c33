import { expect, test } from "./fixtures";

/** The navigator API against the built server: sessions, routing in both languages, and its error answers. */
test.describe("navigator API", () => {
  test("a session routes English, Korean and off-topic queries", async ({ request }) => {
    const session = await request.post("/api/chat/session");
    expect(session.status()).toBe(200);
    const { id } = (await session.json()) as { id: string };

    const en = await request.post("/api/chat/navigate", {
      data: { sessionId: id, query: "I need a homomorphic encrypted database for my bank" },
    });
    expect(en.status()).toBe(200);
    const enBody = (await en.json()) as {
      destination: string;
      suggestedPage: string;
      recommendations: string[];
    };
    expect(enBody.destination).toBe("/enterprise/homomorphic-db");
    expect(enBody.recommendations).toContain("enterprise");
    // The destination is a real page of the built site.
    expect((await request.get(enBody.destination)).status()).toBe(200);

    const ko = await request.post("/api/chat/navigate", {
      data: { sessionId: id, query: "동형암호 논문 보여줘" },
    });
    const koBody = (await ko.json()) as { destination: string; response: string };
    expect(koBody.destination).toBe("/research/whitepaper-library");
    expect(koBody.response).toMatch(/[\uac00-\ud7a3]/);

    const off = await request.post("/api/chat/navigate", {
      data: { sessionId: id, query: "오늘 날씨 어때" },
    });
    expect(((await off.json()) as { destination: string }).destination).toBe("unknown");
  });

  test("bad input is a 400 JSON error and a bad session is 404 No session", async ({ request }) => {
    const blank = await request.post("/api/chat/navigate", { data: { sessionId: "x", query: "   " } });
    expect(blank.status()).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toBe("Bad Request");

    const malformed = await request.post("/api/chat/navigate", {
      data: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status()).toBe(400);

    const noSession = await request.post("/api/chat/navigate", {
      data: { sessionId: "v1.1.abc.def", query: "docs" },
    });
    expect(noSession.status()).toBe(404);
    expect(((await noSession.json()) as { error: string }).error).toBe("No session");
  });
});
