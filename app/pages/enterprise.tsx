import { ArrowRight, Plug, Rocket, ShieldCheck } from "../components/ui/icons";
import { enterpriseCards, enterpriseOverview as o } from "../../content/data/enterprise";
import { solutionIcons } from "../components/enterprise/solution-icons";
import { PageHeader } from "../components/page/page-header";
import { LinkButton } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { CtaBand } from "../components/ui/cta-band";
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

/** The security, integration and engagement lists, side by side under the solutions. */
const lists = [
  { id: "security", Icon: ShieldCheck, title: o.securityHeading, items: o.security },
  { id: "integration", Icon: Plug, title: o.integrationHeading, items: o.integration },
  { id: "working", Icon: Rocket, title: o.workingHeading, items: o.working },
] as const;

/** /enterprise: the three solutions, the security, integration and engagement lists, and the enterprise contact dialog. */
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

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-2 lg:grid-cols-3">
        {lists.map(({ id, Icon, title, items }, i) => (
          <section
            key={id}
            aria-labelledby={`${id}-heading`}
            // Two columns leave the last of three lists alone on its row: it takes the row's width.
            className={i === lists.length - 1 ? "md:col-span-2 lg:col-span-1" : undefined}
          >
            <Card className="h-full">
              <h2
                id={`${id}-heading`}
                className="flex items-center gap-2 text-2xl font-semibold text-slate-900"
              >
                <Icon className="h-6 w-6 text-indigo-700" aria-hidden="true" />
                {title}
              </h2>
              <div className="mt-4">
                <FeatureList items={items} />
              </div>
            </Card>
          </section>
        ))}
      </div>

      <CtaBand id="cta" title={o.ctaHeading} text={o.ctaLead} centered>
        <ContactButton copy={o.contact} variant="secondary">
          {o.ctaButton}
        </ContactButton>
      </CtaBand>
    </>
  );
}
