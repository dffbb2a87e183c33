import { QueryClient } from "@tanstack/react-query";
import { createQueryFn, type FetchLike, type UnauthorizedBehavior } from "./api-fetch";

/** Query defaults: no interval refetch, no refetch on focus, staleTime 0, no retries (docs/product.md). */
export function createQueryClient(fetchImpl?: FetchLike, on401: UnauthorizedBehavior = "throw"): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: createQueryFn(fetchImpl ?? ((input, init) => fetch(input, init)), on401),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: 0,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
