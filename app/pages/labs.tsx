import { ExternalLink } from "../components/ui/icons";
import { labFocusAreas, labIntro } from "../../content/data/labs";
import { labsMessages as m } from "../../content/messages/labs";
import { fill } from "../../content/fill";
import { FocusCard } from "../components/labs/focus-card";
import { PageHeader } from "../components/page/page-header";
import { ExternalLinkButton } from "../components/ui/button";
import { Section } from "../components/ui/section";
import { site } from "../lib/site";
import type { PageProps } from "../router/lazy-page";

export default function LabsPage({ page }: PageProps) {
  const { lab } = site;
  const hint = ` ${fill(m.newTabHint, { lab: lab.name })}`;
  return (
    <>
      <PageHeader title={page.title}>
        <p className="mt-2 text-sm font-medium text-slate-600" data-testid="lab-operated-by">
          {fill(m.operatedBy, { operator: lab.operatedBy })}
        </p>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{labIntro.tagline}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ExternalLinkButton href={lab.url}>
            {m.visit}
            <span className="sr-only">{hint}</span>
            <ExternalLink aria-hidden className="size-4" />
          </ExternalLinkButton>
        </div>
      </PageHeader>
      <Section id="mission" title={m.missionTitle}>
        <p className="max-w-3xl text-slate-700">{labIntro.mission}</p>
      </Section>
      <Section id="focus" title={m.focusTitle}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {labFocusAreas.map((focus) => (
            <FocusCard key={focus.id} focus={focus} />
          ))}
        </ul>
        <div className="mt-8">
          <ExternalLinkButton href={lab.url} variant="secondary">
            {m.learnMore}
            <span className="sr-only">{hint}</span>
            <ExternalLink aria-hidden className="size-4" />
          </ExternalLinkButton>
        </div>
      </Section>
    </>
  );
}
