import type { PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useState } from "react";

export type PdfState =
  | { status: "loading"; doc: null }
  | { status: "ready"; doc: PDFDocumentProxy }
  | { status: "error"; doc: null };

/**
 * Load a PDF with pdf.js. pdfjs-dist is imported dynamically here, so it is fetched only when a visitor opens
 * the viewer on the whitepaper library, never by other routes or the library's first paint.
 */
export function usePdfDocument(url: string): PdfState {
  const [state, setState] = useState<PdfState>({ status: "loading", doc: null });
  useEffect(() => {
    let cancelled = false;
    const handle: { destroy?: () => Promise<void> } = {};
    setState({ status: "loading", doc: null });
    (async () => {
      const pdfjs = await import("pdfjs-dist");
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      const data = new Uint8Array(await response.arrayBuffer());
      if (cancelled) return;
      // No eval: the site's CSP allows only same-origin scripts.
      const task = pdfjs.getDocument({ data, isEvalSupported: false });
      handle.destroy = () => task.destroy();
      const doc = await task.promise;
      if (!cancelled) setState({ status: "ready", doc });
    })().catch(() => {
      if (!cancelled) setState({ status: "error", doc: null });
    });
    return () => {
      cancelled = true;
      void handle.destroy?.();
    };
  }, [url]);
  return state;
}
