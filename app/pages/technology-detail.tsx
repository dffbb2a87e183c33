import { Link } from "wouter";
import { coreTechnologies } from "../../content/data/core-tech";
import { paperPdfPath, papers, paperViewerPath } from "../../content/data/papers";
import { isDetailId } from "../../content/details/kind";
import { technologyDetails } from "../../content/details/technologies";
import { technologies } from "../../content/data/technologies";
import { researchMessages } from "../../content/messages/research";
import { DetailLayout } from "../components/detail/detail-layout";
import { PageHeader } from "../components/page/page-header";
import { BulletList } from "../components/research/bullet-list";
import { DetailNotFound } from "../components/research/detail-not-found";
import { useLazyContent } from "../features/ecosystem/hooks/use-lazy-content";
import { edition } from "../lib/edition";
import type { PageProps } from "../router/lazy-page";

const m = researchMessages.technology;

export default function TechnologyDetailPage({ page }: PageProps) {
  const id = page.params.id ?? "";
  const technology = technologies.find((t) => t.id === id);
  const detail = useLazyContent(
    technology && isDetailId(technologyDetails, id) ? technologyDetails.items[id][edition.locale] : undefined,
  )?.detail;
  if (page.status === 404 || !technology || !detail) {
    return (
      <DetailNotFound
        title={m.notFoundTitle}
        kind={m.kind}
        kindPlural={m.kindPlural}
        id={id}
        listHref="/research/technology-overview"
      />
    );
  }
  const related = coreTechnologies.filter((c) => detail.relatedCoreTech.includes(c.id));
  const relatedPapers = papers.filter((p) => p.technologyId === technology.id);
  return (
    <DetailLayout
      hero={<PageHeader title={technology.name} lead={technology.summary} />}
      back={{ href: "/research/technology-overview", label: m.allTechnologies }}
      narrow
    >
      <section>
        <h2 className="text-xl font-semibold text-slate-900">{m.overview}</h2>
        <p className="mt-3 text-slate-700">{detail.overview}</p>
      </section>
      <BulletList title={m.howItWorks} items={detail.howItWorks} ordered />
      <BulletList title={m.standards} items={detail.standards} />
      <BulletList title={m.applications} items={detail.applications} />
      {related.length > 0 ? (
        <BulletList
          title={m.relatedCoreTech}
          items={related.map((c) => (
            <Link key={c.id} href={`/ecosystem/core-tech/${c.id}`} className="text-indigo-700 underline">
              {c.name}: {c.fullName}
            </Link>
          ))}
        />
      ) : null}
      {relatedPapers.length > 0 ? (
        <BulletList
          title={m.relatedPapers}
          items={relatedPapers.map((p) => (
            <span key={p.id}>
              <Link href={paperViewerPath(p.id)} className="text-indigo-700 underline">
                {p.title}
              </Link>{" "}
              ({p.year},{" "}
              <a
                href={paperPdfPath(p.id)}
                className="text-indigo-700 underline"
                download
                aria-label={`${m.downloadPdf}: ${p.title}`}
              >
                {m.downloadPdf}
              </a>
              )
            </span>
          ))}
        />
      ) : null}
    </DetailLayout>
  );
}
