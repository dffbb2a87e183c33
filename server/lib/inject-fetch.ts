import type { FastifyInstance } from "fastify";

/** A `fetch` that answers through `app.inject()`: used to render pages with their API data, with no port. */
export function injectFetch(app: FastifyInstance) {
  return async (input: string, init?: RequestInit): Promise<Response> => {
    const res = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: input,
      headers: (init?.headers ?? {}) as Record<string, string>,
      payload: typeof init?.body === "string" ? init.body : undefined,
    });
    return new Response(
      res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload),
      {
        status: res.statusCode,
        headers: Object.entries(res.headers).flatMap(([k, v]): [string, string][] =>
          v === undefined ? [] : Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, String(v)]],
        ),
      },
    );
  };
}
