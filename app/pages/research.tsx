import { BookOpen, Cpu, GraduationCap, Map as MapIcon } from "../components/ui/icons";
import { researchHighlights, standardsContributions } from "../../content/data/research";
import { researchMessages } from "../../content/messages/research";
import { fill } from "../../content/fill";
import { PageHeader } from "../components/page/page-header";
import { CounterGrid } from "../components/research/counter-grid";
import { HighlightList } from "../components/research/highlight-list";
import { researchCounts } from "../components/research/research-counts";
import { ResourceCard } from "../components/research/resource-card";
import { toast } from "../components/toast/toast-store";
import { Section } from "../components/ui/section";
import type { PageProps } from "../router/lazy-page";

const m = researchMessages.overview;

export default function ResearchPage({ page }: PageProps) {
  const counts = researchCounts();
  const counters = [
    { id: "years", value: `${counts.years}+`, label: m.counters.years },
    { id: "core-tech", value: String(counts.coreTech), label: m.counters.coreTech },
    { id: "standards", value: String(counts.standards), label: m.counters.standards },
    { id: "mainnet", value: String(counts.liveMainnets), label: m.counters.mainnet },
  ];
  return (
    <>
      <PageHeader title={page.title} lead={m.lead} />
      <section aria-labelledby="resources-heading" className="mx-auto max-w-6xl px-4">
        <h2 id="resources-heading" className="sr-only">
          {m.cardsLabel}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <ResourceCard
            icon={Cpu}
            href="/research/technology-overview"
            title={m.cards.technologies.title}
            count={fill(m.cards.technologies.count, { count: counts.technologies })}
            description={m.cards.technologies.description}
          />
          <ResourceCard
            icon={BookOpen}
            href="/research/whitepaper-library"
            title={m.cards.papers.title}
            count={fill(m.cards.papers.count, { count: counts.papers })}
            description={m.cards.papers.description}
          />
          <ResourceCard
            icon={MapIcon}
            href="/research/project-roadmap"
            title={m.cards.roadmap.title}
            count={fill(m.cards.roadmap.count, { count: counts.projects })}
            description={m.cards.roadmap.description}
          />
          <ResourceCard
            icon={GraduationCap}
            title={m.cards.classroom.title}
            count={m.cards.classroom.count}
            description={m.cards.classroom.description}
            onClick={() =>
              toast({ title: m.classroomToast.title, description: m.classroomToast.description })
            }
          />
        </ul>
      </section>
      <Section id="highlights" title={m.highlightsTitle}>
        <HighlightList items={researchHighlights} />
      </Section>
      <Section id="counters" title={m.countersTitle}>
        <CounterGrid counters={counters} />
        <h3 className="mt-6 font-semibold text-slate-900">{m.standardsTitle}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {standardsContributions.map((s) => (
            <li key={s.id}>
              <span className="font-medium text-slate-900">{s.body}:</span> {s.topic}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
