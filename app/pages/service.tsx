import { serviceMessages } from "../../content/messages/service";
import { PageHeader } from "../components/page/page-header";
import { showCommunityComingSoon } from "../components/service/coming-soon";
import { earlyReady } from "../lib/early";
import { PortalCards } from "../components/service/portal-cards";
import { LinkButton } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Section } from "../components/ui/section";
import type { PageProps } from "../router/lazy-page";

const m = serviceMessages.portal;

export default function ServicePortalPage({ page }: PageProps) {
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />
      <div className="mx-auto max-w-6xl px-4">
        <PortalCards />
      </div>
      <Section id="why" title={m.highlightsHeading}>
        <ul className="grid gap-4 md:grid-cols-3">
          {m.highlights.map((h) => (
            <li key={h.title}>
              <Card className="h-full">
                <h3 className="font-semibold text-slate-900">{h.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{h.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="service-cta-heading" className="mx-auto max-w-6xl px-4 pb-12 pt-4">
        <div className="rounded-2xl bg-indigo-900 p-8 text-white">
          <h2 id="service-cta-heading" className="text-2xl font-semibold">
            {m.ctaHeading}
          </h2>
          <p className="mt-2 max-w-2xl text-indigo-100">{m.ctaText}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <LinkButton href="/service/services" variant="secondary">
              {m.exploreAll}
            </LinkButton>
            <button
              ref={earlyReady}
              data-early="coming-soon"
              type="button"
              onClick={showCommunityComingSoon}
              className="inline-flex items-center justify-center rounded-md border border-white/70 px-4 py-2 text-sm font-medium text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {m.joinCommunity}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
