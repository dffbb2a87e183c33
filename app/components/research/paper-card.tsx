import { BookOpen, Download } from "../ui/icons";
import { paperPdfPath, type Paper } from "../../../content/data/papers";
import { researchMessages } from "../../../content/messages/research";
import { Badge } from "../ui/badge";
import { Button, buttonClass } from "../ui/button";

const m = researchMessages.library;

/** A paper in the library list: metadata, abstract, open-in-viewer and download. */
export function PaperCard({ paper, onRead }: { paper: Paper; onRead: (id: string) => void }) {
  return (
    <li data-testid="paper-card" data-paper-id={paper.id}>
      <article
        aria-labelledby={`paper-${paper.id}`}
        className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone="indigo">{researchMessages.topicLabels[paper.topic]}</Badge>
          <span className="font-mono text-slate-700">{paper.year}</span>
        </div>
        <h2 id={`paper-${paper.id}`} className="mt-2 text-lg font-semibold text-slate-900">
          {paper.title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <span className="sr-only">{m.authors}: </span>
          {paper.authors.join(", ")}
        </p>
        <p className="mt-3 flex-1 text-sm text-slate-700">{paper.abstract}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            onClick={() => onRead(paper.id)}
            data-read={paper.id}
            aria-label={`${m.read}: ${paper.title}`}
          >
            <BookOpen aria-hidden className="size-4" />
            {m.read}
          </Button>
          <a
            href={paperPdfPath(paper.id)}
            download
            aria-label={`${m.download}: ${paper.title}`}
            className={buttonClass("secondary")}
          >
            <Download aria-hidden className="size-4" />
            {m.download}
          </a>
        </div>
      </article>
    </li>
  );
}
