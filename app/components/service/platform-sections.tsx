import type { Platform } from "../../../content/data/platform-details/types";
import { serviceMessages } from "../../../content/messages/service";
import { fill } from "../../../content/fill";
import { LinkButton } from "../ui/button";
import { Card, CardGrid } from "../ui/card";
import { CtaBand } from "../ui/cta-band";
import { Section } from "../ui/section";

const m = serviceMessages.platform;

/** A platform page under its hero: what it is, its features, how it works, who it is for, and its call to action. */
export function PlatformSections({ platform }: { platform: Platform }) {
  const { cta } = platform;
  return (
    <>
      <Section id="what" title={m.whatItIs}>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-4 text-slate-800 lg:col-span-2">
            {platform.overview.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <Card>
            <h3 className="font-semibold text-slate-900">{m.facts}</h3>
            <dl className="mt-3 space-y-3 text-sm">
              {platform.facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="font-medium text-slate-600">{fact.label}</dt>
                  <dd className="text-slate-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
      </Section>
      <Section id="features" title={m.features}>
        <CardGrid
          columns="sm:grid-cols-2 lg:grid-cols-3"
          items={platform.features.map((f) => ({ title: f.title, text: f.description }))}
        />
      </Section>
      <Section id="how" title={m.howItWorks}>
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {platform.steps.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-sm font-semibold text-indigo-700">{fill(m.step, { n: i + 1 })}</p>
              <h3 className="mt-1 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="who" title={m.whoItIsFor}>
        <CardGrid
          columns="md:grid-cols-3"
          items={platform.audiences.map((a) => ({ title: a.who, text: a.why }))}
        />
      </Section>
      <CtaBand id="platform-cta" title={cta.title} text={cta.text} tone="slate">
        <LinkButton href={cta.primary.href}>{cta.primary.label}</LinkButton>
        <LinkButton href={cta.secondary.href} variant="secondary">
          {cta.secondary.label}
        </LinkButton>
      </CtaBand>
    </>
  );
}
