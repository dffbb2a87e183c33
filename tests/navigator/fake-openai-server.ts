import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake OpenAI-compatible chat-completions server for tests, bound to 127.0.0.1 only: the one mock allowed,
 * standing in for a third party that cannot run here. Each test sets how it answers.
 */
export type FakeBehaviour =
  | { kind: "answer"; content: string }
  | { kind: "status"; status: number }
  | { kind: "raw"; body: string }
  | { kind: "hang" };

export interface FakeOpenAi {
  baseUrl: string;
  requests: { headers: IncomingMessage["headers"]; body: unknown }[];
  behave(b: FakeBehaviour): void;
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let behaviour: FakeBehaviour = { kind: "status", status: 500 };
  const requests: FakeOpenAi["requests"] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      requests.push({ headers: req.headers, body });
      if (req.url !== "/v1/chat/completions" || req.method !== "POST") {
        res.writeHead(404).end();
        return;
      }
      switch (behaviour.kind) {
        case "hang":
          return; // never answers; the client must time out
        case "status":
          res.writeHead(behaviour.status, { "content-type": "application/json" }).end('{"error":"boom"}');
          return;
        case "raw":
          res.writeHead(200, { "content-type": "application/json" }).end(behaviour.body);
          return;
        case "answer":
          res.writeHead(200, { "content-type": "application/json" }).end(
            JSON.stringify({
              id: "chatcmpl-test",
              object: "chat.completion",
              choices: [
                {
                  index: 0,
                  message: { role: "assistant", content: behaviour.content },
                  finish_reason: "stop",
                },
              ],
            }),
          );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (b) => {
      behaviour = b;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
