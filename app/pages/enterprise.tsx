import { ArrowRight, Plug, ShieldCheck } from "lucide-react";
import { enterpriseCards, enterpriseOverview as o } from "../../content/data/enterprise";
import { solutionIcons } from "../components/enterprise/solution-icons";
import { PageHeader } from "../components/page/page-header";
import { LinkButton } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Section } from "../components/ui/section";
import { ContactButton } from "../features/contact/components/contact-button";
import type { PageProps } from "../router/lazy-page";

function FeatureList({ items }: { items: readonly { title: string; description: string }[] }) {
  return (
    <ul className="grid gap-4">
      {items.map((item) => (
        <li key={item.title}>
          <p className="font-medium text-slate-900">{item.title}</p>
          <p className="text-sm text-slate-700">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** /enterprise: the three solutions, security and integration lists, and the enterprise contact dialog. */
export default function Page({ page }: PageProps) {
  return (
    <>
      <PageHeader title={page.title} lead={o.hero.lead} />

      <Section id="solutions" title={o.solutionsHeading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {enterpriseCards.map((s) => {
            const Icon = solutionIcons[s.id];
            return (
              <li key={s.id}>
                <Card className="flex h-full flex-col">
                  <Icon className="h-8 w-8 text-indigo-700" aria-hidden="true" />
                  <h3 className="mt-3 text-xl font-semibold text-slate-900">{s.name}</h3>
                  <p className="mt-2 flex-1 text-slate-700">{s.cardSummary}</p>
                  <LinkButton href={`/enterprise/${s.id}`} variant="secondary" className="mt-4 self-start">
                    {o.learnMore}
                    <span className="sr-only">: {s.name}</span>
                    <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </LinkButton>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-2">
        <section aria-labelledby="security-heading">
          <Card className="h-full">
            <h2
              id="security-heading"
              className="flex items-center gap-2 text-2xl font-semibold text-slate-900"
            >
              <ShieldCheck className="h-6 w-6 text-indigo-700" aria-hidden="true" />
              {o.securityHeading}
            </h2>
            <div className="mt-4">
              <FeatureList items={o.security} />
            </div>
          </Card>
        </section>
        <section aria-labelledby="integration-heading">
          <Card className="h-full">
            <h2
              id="integration-heading"
              className="flex items-center gap-2 text-2xl font-semibold text-slate-900"
            >
              <Plug className="h-6 w-6 text-indigo-700" aria-hidden="true" />
              {o.integrationHeading}
            </h2>
            <div className="mt-4">
              <FeatureList items={o.integration} />
            </div>
          </Card>
        </section>
      </div>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-10">
        <div className="rounded-2xl bg-indigo-900 px-6 py-10 text-center text-white">
          <h2 id="cta-heading" className="text-2xl font-semibold">
            {o.ctaHeading}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-indigo-100">{o.ctaLead}</p>
          <div className="mt-6">
            <ContactButton copy={o.contact} variant="secondary">
              {o.ctaButton}
            </ContactButton>
          </div>
        </div>
      </section>
    </>
  );
}
