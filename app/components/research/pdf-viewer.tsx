import type { RenderTask } from "pdfjs-dist";
import { ChevronLeft, ChevronRight, Download, X, ZoomIn, ZoomOut } from "../ui/icons";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { paperPdfPath, type Paper } from "../../../content/data/papers";
import { researchMessages } from "../../../content/messages/research";
import { fill } from "../../../content/fill";
import { Button, buttonClass } from "../ui/button";
import { usePdfDocument } from "./use-pdf-document";

const m = researchMessages.viewer;
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
const DEFAULT_ZOOM = 2;

/** The in-page PDF viewer: one page on a canvas, page navigation, zoom, download, keyboard shortcuts. */
export function PdfViewer({ paper, onClose }: { paper: Paper; onClose: () => void }) {
  const url = paperPdfPath(paper.id);
  const pdf = usePdfDocument(url);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(DEFAULT_ZOOM);
  const [rendered, setRendered] = useState(0);
  const [renderError, setRenderError] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const zoom = ZOOMS[zoomIndex] ?? 1;
  const pages = pdf.doc?.numPages ?? 0;

  useEffect(() => {
    regionRef.current?.focus({ preventScroll: true });
    regionRef.current?.scrollIntoView({ block: "start" });
  }, []);

  useEffect(() => {
    const doc = pdf.doc;
    const canvas = canvasRef.current;
    if (!doc || !canvas) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    doc
      .getPage(pageNumber)
      .then(async (page) => {
        if (cancelled) return;
        const ratio = window.devicePixelRatio || 1;
        // 100 % is the page's natural size, or the width available when that is narrower (phones).
        const available = (scrollerRef.current?.clientWidth ?? Infinity) - 32;
        const fit = Math.max(0.25, Math.min(1, available / page.getViewport({ scale: 1 }).width));
        const viewport = page.getViewport({ scale: fit * zoom * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        task = page.render({ canvas, viewport });
        await task.promise;
        if (!cancelled) setRendered(pageNumber);
      })
      .catch((error: unknown) => {
        const name = error instanceof Error ? error.name : "";
        if (!cancelled && name !== "RenderingCancelledException") setRenderError(true);
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf.doc, pageNumber, zoom]);

  const go = (delta: number) => setPageNumber((n) => Math.min(Math.max(1, n + delta), Math.max(1, pages)));
  const zoomBy = (delta: number) => setZoomIndex((i) => Math.min(Math.max(0, i + delta), ZOOMS.length - 1));

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowRight: () => go(1),
      PageDown: () => go(1),
      ArrowLeft: () => go(-1),
      PageUp: () => go(-1),
      Home: () => setPageNumber(1),
      End: () => setPageNumber(Math.max(1, pages)),
      "+": () => zoomBy(1),
      "=": () => zoomBy(1),
      "-": () => zoomBy(-1),
      Escape: onClose,
    };
    const action = actions[event.key];
    if (action && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      action();
    }
  };

  const failed = pdf.status === "error" || renderError;
  const status = fill(m.pageStatus, { page: pageNumber, pages: pages || "?" });
  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label={fill(m.regionLabel, { title: paper.title })}
      aria-describedby="pdf-viewer-hint"
      onKeyDown={onKeyDown}
      data-testid="pdf-viewer"
      className="mb-8 scroll-mt-4 rounded-xl border border-slate-300 bg-slate-100 outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-300 bg-white p-3">
        <h2 className="basis-full font-semibold text-slate-900 xl:mr-auto xl:basis-auto">{paper.title}</h2>
        <Button
          variant="secondary"
          onClick={() => go(-1)}
          disabled={pageNumber <= 1 || !pages}
          aria-label={m.previous}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </Button>
        <span
          role="status"
          aria-live="polite"
          data-testid="pdf-page-status"
          className="min-w-24 text-center text-sm text-slate-800"
        >
          {status}
        </span>
        <Button variant="secondary" onClick={() => go(1)} disabled={pageNumber >= pages} aria-label={m.next}>
          <ChevronRight aria-hidden className="size-4" />
        </Button>
        <Button
          variant="secondary"
          onClick={() => zoomBy(-1)}
          disabled={zoomIndex === 0}
          aria-label={m.zoomOut}
        >
          <ZoomOut aria-hidden className="size-4" />
        </Button>
        <span data-testid="pdf-zoom" className="min-w-12 text-center text-sm text-slate-800">
          {fill(m.zoomStatus, { zoom: Math.round(zoom * 100) })}
        </span>
        <Button
          variant="secondary"
          onClick={() => zoomBy(1)}
          disabled={zoomIndex === ZOOMS.length - 1}
          aria-label={m.zoomIn}
        >
          <ZoomIn aria-hidden className="size-4" />
        </Button>
        <a href={url} download className={buttonClass("secondary")}>
          <Download aria-hidden className="size-4" />
          {m.download}
        </a>
        <Button variant="ghost" onClick={onClose} aria-label={m.close}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      <p id="pdf-viewer-hint" className="px-3 pt-2 text-xs text-slate-600">
        {m.keyboardHint}
      </p>
      {/* Focusable so keyboard users can scroll a zoomed page; arrow keys still turn pages. */}
      <div
        ref={scrollerRef}
        role="group"
        aria-label={m.scrollArea}
        tabIndex={0}
        className="max-h-[80vh] overflow-auto p-4 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-600"
      >
        {failed ? (
          <p role="alert" className="text-slate-800">
            {m.error}
          </p>
        ) : (
          <>
            {pdf.status === "loading" ? <p className="text-slate-700">{m.loading}</p> : null}
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={fill(m.canvasLabel, { page: pageNumber, pages: pages || "?", title: paper.title })}
              data-rendered-page={rendered || undefined}
              className="mx-auto block bg-white shadow"
            />
          </>
        )}
      </div>
    </section>
  );
}
