import { useEffect, useRef, useState } from "react";
import { PAPER_PARAM, papers } from "../../content/data/papers";
import { researchMessages } from "../../content/messages/research";
import { fill } from "../../content/fill";
import { PageHeader } from "../components/page/page-header";
import { EMPTY_FILTER, filterPapers, paperYears } from "../components/research/filter-papers";
import { PaperCard } from "../components/research/paper-card";
import { PaperFilters } from "../components/research/paper-filters";
import { PdfViewer } from "../components/research/pdf-viewer";
import type { PageProps } from "../router/lazy-page";

const m = researchMessages.library;
const years = paperYears(papers);

export default function WhitepaperLibraryPage({ page }: PageProps) {
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const [openId, setOpenId] = useState<string | null>(null);
  const lastReader = useRef<string | null>(null);
  const results = filterPapers(papers, filter);

  // Deep link: /research/whitepaper-library?paper=<id> opens that paper (read after hydration, so the
  // prerendered HTML and the first client render agree).
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get(PAPER_PARAM);
    if (id && papers.some((p) => p.id === id)) setOpenId(id);
  }, []);
  const open = papers.find((p) => p.id === openId);

  const read = (id: string) => {
    lastReader.current = id;
    setOpenId(id);
  };
  const close = () => {
    setOpenId(null);
    // Return focus to the button that opened the viewer.
    const id = lastReader.current;
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-read="${id}"]`)?.focus());
  };

  return (
    <>
      <PageHeader title={page.title} lead={fill(m.lead, { count: papers.length })} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {open ? <PdfViewer key={open.id} paper={open} onClose={close} /> : null}
        <PaperFilters filter={filter} years={years} onChange={setFilter} />
        <p role="status" className="mt-4 text-sm text-slate-700" data-testid="paper-results">
          {fill(m.results, { count: results.length, total: papers.length })}
        </p>
        {results.length === 0 ? (
          <p className="mt-6 text-slate-700">{m.noResults}</p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {results.map((paper) => (
              <PaperCard key={paper.id} paper={paper} onRead={read} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
