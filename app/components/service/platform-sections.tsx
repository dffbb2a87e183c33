import type { Platform } from "../../../content/data/platforms";
import { serviceMessages } from "../../../content/messages/service";
import { fill } from "../../../content/fill";
import { LinkButton } from "../ui/button";
import { Card } from "../ui/card";
import { Section } from "../ui/section";

const m = serviceMessages.platform;

export function WhatItIs({ platform }: { platform: Platform }) {
  return (
    <Section id="what" title={m.whatItIs}>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-4 text-slate-800 lg:col-span-2">
          {platform.overview.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <Card aria-labelledby="facts-heading">
          <h3 id="facts-heading" className="font-semibold text-slate-900">
            {m.facts}
          </h3>
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
  );
}

export function Features({ platform }: { platform: Platform }) {
  return (
    <Section id="features" title={m.features}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {platform.features.map((f) => (
          <li key={f.title}>
            <Card className="h-full">
              <h3 className="font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{f.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HowItWorks({ platform }: { platform: Platform }) {
  return (
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
  );
}

export function WhoItIsFor({ platform }: { platform: Platform }) {
  return (
    <Section id="who" title={m.whoItIsFor}>
      <ul className="grid gap-4 md:grid-cols-3">
        {platform.audiences.map((a) => (
          <li key={a.who}>
            <Card className="h-full">
              <h3 className="font-semibold text-slate-900">{a.who}</h3>
              <p className="mt-2 text-sm text-slate-700">{a.why}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PlatformCta({ platform }: { platform: Platform }) {
  const { cta } = platform;
  return (
    <section aria-labelledby="platform-cta-heading" className="mx-auto max-w-6xl px-4 pb-12 pt-4">
      <div className="rounded-2xl bg-slate-900 p-8 text-white">
        <h2 id="platform-cta-heading" className="text-2xl font-semibold">
          {cta.title}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-200">{cta.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton href={cta.primary.href}>{cta.primary.label}</LinkButton>
          <LinkButton href={cta.secondary.href} variant="secondary">
            {cta.secondary.label}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
