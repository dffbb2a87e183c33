import type { ReactNode } from "react";
import { securityMessages as m } from "../../content/messages/security";
import { SECURITY_TXT_PATH } from "../../content/security-txt";
import { DISCLOSURE_TIMES } from "../../content/vulnerability-disclosure";
import { LegalList, LegalSection, MailLink } from "../components/legal/legal-document";
import { PageHeader } from "../components/page/page-header";
import { fillNodes } from "../lib/fill-nodes";
import { site } from "../lib/site";
import type { PageProps } from "../router/lazy-page";

/** /security: the vulnerability disclosure policy that /.well-known/security.txt points to. */
export default function SecurityPage({ page }: PageProps) {
  const text = (template: string) =>
    fillNodes(template, {
      email: <MailLink email={site.contactEmail} />,
      site: new URL(site.siteUrl).host,
      file: (
        <a href={SECURITY_TXT_PATH} className="font-medium text-indigo-700 underline underline-offset-2">
          {SECURITY_TXT_PATH}
        </a>
      ),
      ...DISCLOSURE_TIMES,
    });
  const parts: ReadonlyArray<{ id: string; heading: string; body: ReactNode }> = [
    { id: "scope", heading: m.scope.heading, body: <LegalList items={m.scope.items.map(text)} /> },
    {
      id: "report",
      heading: m.report.heading,
      body: (
        <>
          <p>{text(m.report.text)}</p>
          <p>{text(m.report.machine)}</p>
        </>
      ),
    },
    { id: "include", heading: m.include.heading, body: <LegalList items={m.include.items} /> },
    { id: "response", heading: m.response.heading, body: <LegalList items={m.response.items.map(text)} /> },
    {
      id: "safe-harbour",
      heading: m.safeHarbour.heading,
      body: (
        <>
          <p>{m.safeHarbour.text}</p>
          <LegalList items={m.safeHarbour.items} />
        </>
      ),
    },
    { id: "out-of-scope", heading: m.outOfScope.heading, body: <LegalList items={m.outOfScope.items} /> },
    { id: "rewards", heading: m.bounty.heading, body: <p>{m.bounty.text}</p> },
  ];
  return (
    <>
      <PageHeader title={page.title} lead={m.intro} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <div className="grid max-w-3xl gap-10">
          {parts.map((part) => (
            <LegalSection key={part.id} id={part.id} heading={part.heading}>
              {part.body}
            </LegalSection>
          ))}
        </div>
      </div>
    </>
  );
}
