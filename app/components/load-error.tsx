import { ui } from "../../content/messages/ui";
import { HttpError } from "../lib/api-fetch";
import { isChunkLoadError } from "../lib/chunk-reload";
import type { ErrorFallbackProps } from "./error-boundary";
import { buttonClass } from "./ui/button";

/** A page whose code or data could not be loaded: what happened, the request's own error text, and a retry. */
export function PageLoadError({ error, retry }: ErrorFallbackProps) {
  const m = ui.errors;
  const chunk = isChunkLoadError(error);
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{m.pageTitle}</h1>
      <p className="mt-4 text-slate-700">{m.pageLead}</p>
      {error instanceof HttpError ? (
        <p className="mt-3 text-sm text-slate-700">
          {m.details} <span className="font-mono break-all">{error.message}</span>
        </p>
      ) : null}
      <button
        type="button"
        onClick={chunk ? () => window.location.reload() : retry}
        className={buttonClass("primary", "mt-6")}
      >
        {chunk ? m.reload : m.retry}
      </button>
    </div>
  );
}

/** A lazily loaded part of a page (an island, a dialog) that could not be loaded: a short note and a retry. */
export function IslandLoadError({ retry }: ErrorFallbackProps) {
  return (
    <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      {ui.errors.island}
      <button type="button" onClick={retry} className={buttonClass("ghost", "px-2 py-1")}>
        {ui.errors.retry}
      </button>
    </p>
  );
}
