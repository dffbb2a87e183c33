import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { Router } from "wouter";
import { HistoryProvider } from "./features/history/components/history-provider";
import { AppShell } from "./layout/app-shell";

/** The whole app; `ssrPath` is set only when rendering on the server. */
export function Root({ queryClient, ssrPath }: { queryClient: QueryClient; ssrPath?: string }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={ssrPath}>
          <HistoryProvider>
            <AppShell />
          </HistoryProvider>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
