import { Mail } from "../components/ui/icons";
import { joinSteps, programBenefits, programFaq, programTiers } from "../../content/data/devhub";
import { devhubMessages as m } from "../../content/messages/devhub";
import { BenefitIcon } from "../components/devhub/benefit-icon";
import { CheckList, StepList } from "../components/ecosystem/text-blocks";
import { PageHeader } from "../components/page/page-header";
import { buttonClass, LinkButton } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Section } from "../components/ui/section";
import { site } from "../lib/site";
import type { PageProps } from "../router/lazy-page";

/** /devhub/developer-program and /devhub/program (the 'Get Started' target; canonical is the former). */
export default function DeveloperProgramPage({ page }: PageProps) {
  const mailto = `mailto:${site.contactEmail}?subject=${encodeURIComponent(m.program.applySubject)}`;
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />

      <Section id="benefits" title={m.program.benefitsHeading}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {programBenefits.map((b) => (
            <li key={b.title}>
              <Card className="h-full">
                <BenefitIcon icon={b.icon} />
                <h3 className="mt-3 font-semibold text-slate-900">{b.title}</h3>
                <p className="mt-2 text-slate-700">{b.body}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="tiers" title={m.program.tiersHeading}>
        <ul className="grid gap-4 md:grid-cols-3">
          {programTiers.map((t) => (
            <li key={t.name}>
              <Card className="h-full">
                <h3 className="text-xl font-semibold text-slate-900">{t.name}</h3>
                <p className="mt-1 font-medium text-indigo-800">{t.price}</p>
                <p className="mt-2 text-sm text-slate-700">{t.audience}</p>
                <div className="mt-4">
                  <CheckList items={t.features} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="join" title={m.program.stepsHeading}>
        <StepList steps={joinSteps} />
      </Section>

      <Section id="faq" title={m.program.faqHeading}>
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {programFaq.map((f) => (
            <details key={f.question} className="group p-5">
              <summary className="cursor-pointer font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
                {f.question}
              </summary>
              <p className="mt-3 text-slate-700">{f.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <Section id="apply" title={m.program.applyHeading}>
        <p className="max-w-3xl text-slate-700">{m.program.applyBody}</p>
        <div className="mt-5 flex flex-wrap gap-3 pb-8">
          <a href={mailto} className={buttonClass("primary")}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            {m.program.applyCta}
          </a>
          <LinkButton href="/devhub/docs" variant="secondary">
            {m.program.docsCta}
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
