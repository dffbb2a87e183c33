import type { ReactNode } from "react";
import { fill } from "../../content/fill";
import { privacyMessages as m } from "../../content/messages/privacy";
import { PRIVACY_NOTICE_VERSION, PRIVACY_REQUEST_DAYS } from "../../content/privacy-notice";
import { LegalContents, LegalList, LegalSection, MailLink } from "../components/legal/legal-document";
import { PageHeader } from "../components/page/page-header";
import { fillNodes } from "../lib/fill-nodes";
import { site } from "../lib/site";
import type { PageProps } from "../router/lazy-page";

/** A third-party form relay's host, when the form posts to one (FORM_RELAY_URL); null for the built-in relay. */
function thirdPartyRelay(relayUrl: string): string | null {
  try {
    return new URL(relayUrl).host;
  } catch {
    return null;
  }
}

/**
 * /privacy: the privacy policy. What it states about retention and processors comes from the configuration the
 * site is built with (NAVIGATOR_LOG, NAVIGATOR_LOG_DAYS, FORM_RELAY_URL, CONTACT_EMAIL), so it says what this
 * deployment does.
 */
export default function PrivacyPage({ page }: PageProps) {
  const relay = thirdPartyRelay(site.formRelayUrl);
  const logKept = site.navigatorLogDays !== null;
  const text = (template: string) =>
    fillNodes(template, {
      email: <MailLink email={site.contactEmail} />,
      days: site.navigatorLogDays ?? "",
      responseDays: PRIVACY_REQUEST_DAYS,
      relay: relay ?? "",
    });
  // The page's parts in order: the table of contents and the sections are both drawn from this one list.
  const parts: ReadonlyArray<{ id: string; heading: string; body: ReactNode }> = [
    {
      id: "purposes",
      heading: m.purposes.heading,
      body: (
        <>
          <LegalList items={m.purposes.items} />
          <p>{m.purposes.note}</p>
        </>
      ),
    },
    {
      id: "collected",
      heading: m.collected.heading,
      body: (
        <dl className="space-y-3">
          {[m.collected.form, m.collected.navigator, m.collected.logs].map((item) => (
            <div key={item.label}>
              <dt className="font-semibold text-slate-900">{item.label}</dt>
              <dd className="mt-1">{item.text}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      id: "retention",
      heading: m.retention.heading,
      body: (
        <LegalList
          items={[
            text(m.retention.inquiries),
            text(logKept ? m.retention.navigatorKept : m.retention.navigatorOff),
            m.retention.logs,
          ]}
        />
      ),
    },
    { id: "sharing", heading: m.sharing.heading, body: <p>{m.sharing.text}</p> },
    {
      id: "processors",
      heading: m.processors.heading,
      body: (
        <>
          <LegalList items={[text(m.processors.mail), ...(relay ? [text(m.processors.relay)] : [])]} />
          <p>{m.processors.note}</p>
        </>
      ),
    },
    {
      id: "destruction",
      heading: m.destruction.heading,
      // The last item is about the navigator log: said only when there is one.
      body: <LegalList items={logKept ? m.destruction.items : m.destruction.items.slice(0, -1)} />,
    },
    { id: "rights", heading: m.rights.heading, body: <LegalList items={m.rights.items.map(text)} /> },
    { id: "safeguards", heading: m.safeguards.heading, body: <LegalList items={m.safeguards.items} /> },
    { id: "storage", heading: m.storage.heading, body: <LegalList items={m.storage.items} /> },
    {
      id: "officer",
      heading: m.officer.heading,
      body: (
        <>
          <ul className="space-y-1">
            <li>{m.officer.role}</li>
            <li>{text(m.officer.contact)}</li>
          </ul>
          <p>{m.officer.text}</p>
        </>
      ),
    },
    {
      id: "remedies",
      heading: m.remedies.heading,
      body: (
        <>
          <p>{m.remedies.text}</p>
          <LegalList
            items={m.remedies.bodies.map((body) => (
              <>
                {body.name}: {m.remedies.phoneLabel} {body.phone},{" "}
                <a href={body.url} className="text-indigo-700 underline underline-offset-2">
                  {new URL(body.url).host}
                </a>
              </>
            ))}
          />
          <p>{m.remedies.elsewhere}</p>
        </>
      ),
    },
    { id: "changes", heading: m.changes.heading, body: <p>{m.changes.text}</p> },
  ];

  return (
    <>
      <PageHeader title={page.title} lead={m.intro}>
        <p className="mt-3 text-sm text-slate-600">
          {fill(m.effective, { date: m.formatDate(PRIVACY_NOTICE_VERSION) })}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <div className="grid max-w-3xl gap-10">
          <LegalContents label={m.contentsLabel} sections={parts} />
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
