import { nextTask } from "./next-task";

/** The app's request convention: JSON bodies, credentials included, non-OK answers throw. */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Throws `"<status>: <body text or status text>"` for a non-OK response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw new HttpError(res.status, `${res.status}: ${text}`);
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  fetchImpl: FetchLike = fetch,
): Promise<Response> {
  const res = await fetchImpl(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "throw" | "returnNull";

/** The default query function: GET the query key's segments joined with "/". */
export function createQueryFn(fetchImpl: FetchLike = fetch, on401: UnauthorizedBehavior = "throw") {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<unknown> => {
    // The request starts in a task of its own: a page's refetches begin while React runs its effects after
    // hydration, and each fetch() call costs the main thread milliseconds.
    await nextTask();
    const res = await fetchImpl(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return res.json();
  };
}
