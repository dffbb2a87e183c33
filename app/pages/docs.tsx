import {
  apiAuth,
  apiBaseUrls,
  apiEndpoints,
  apiErrors,
  apiLimits,
  docsQuickstart,
  sdkPlatforms,
} from "../../content/data/devhub-docs";
import { fill } from "../../content/fill";
import { devhubMessages as m } from "../../content/messages/devhub";
import { CodeBlock } from "../components/devhub/code-block";
import { DataTable } from "../components/devhub/data-table";
import { PlatformTabs } from "../components/devhub/platform-tabs";
import { StepList } from "../components/ecosystem/text-blocks";
import { PageHeader } from "../components/page/page-header";
import { Section } from "../components/ui/section";
import type { PageProps } from "../router/lazy-page";

const toc = [
  { id: "quickstart", label: m.docs.quickstartHeading },
  { id: "samples", label: m.docs.samplesHeading },
  { id: "api", label: m.docs.apiHeading },
  { id: "auth", label: m.docs.authHeading },
  { id: "errors", label: m.docs.errorsHeading },
  { id: "limits", label: m.docs.limitsHeading },
];

export default function DocsPage({ page }: PageProps) {
  return (
    <>
      <PageHeader title={page.title} lead={m.docs.lead}>
        <nav aria-label={m.docs.tocLabel} className="mt-5">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {toc.map((t) => (
              <li key={t.id}>
                <a href={`#${t.id}-heading`} className="text-indigo-700 underline hover:text-indigo-900">
                  {t.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      <Section id="quickstart" title={m.docs.quickstartHeading}>
        <StepList steps={docsQuickstart} />
      </Section>

      <Section id="samples" title={m.docs.samplesHeading}>
        <PlatformTabs
          label={m.docs.samplesLabel}
          items={sdkPlatforms.map((p) => ({
            id: p.id,
            label: p.label,
            content: (
              <div className="space-y-4">
                <p className="text-sm text-slate-700">{p.requirements}</p>
                <h3 className="font-semibold text-slate-900">{m.docs.installHeading}</h3>
                <CodeBlock
                  language={p.install.language}
                  code={p.install.code}
                  title={fill(m.docs.installTitle, { platform: p.label })}
                />
                <CodeBlock
                  language={p.sample.language}
                  code={p.sample.code}
                  title={fill(m.docs.sampleTitle, { platform: p.label })}
                />
              </div>
            ),
          }))}
        />
      </Section>

      <Section id="api" title={m.docs.apiHeading}>
        <dl className="mb-4 grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          {(Object.keys(apiBaseUrls) as (keyof typeof apiBaseUrls)[]).map((env) => (
            <div key={env} className="contents">
              <dt className="font-semibold text-slate-800">
                {m.docs.apiBase} ({m.docs.environments[env]})
              </dt>
              <dd className="font-mono text-slate-800">{apiBaseUrls[env]}</dd>
            </div>
          ))}
        </dl>
        <DataTable
          headings={m.docs.apiColumns}
          cells={{ method: "font-mono font-semibold", path: "whitespace-nowrap font-mono", description: "" }}
          rows={apiEndpoints}
          rowKey={(e) => `${e.method} ${e.path}`}
          testId="api-endpoints"
        />
      </Section>

      <Section id="auth" title={m.docs.authHeading}>
        <ul className="list-disc space-y-2 pl-5 text-slate-800">
          {apiAuth.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </Section>

      <Section id="errors" title={m.docs.errorsHeading}>
        <DataTable
          headings={m.docs.errorColumns}
          cells={{ status: "font-mono", error: "font-mono", meaning: "" }}
          rows={apiErrors}
          rowKey={(e) => String(e.error)}
        />
      </Section>

      <Section id="limits" title={m.docs.limitsHeading}>
        <ul className="list-disc space-y-2 pb-8 pl-5 text-slate-800">
          {apiLimits.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
