import { serviceMessages } from "../../content/messages/service";
import { PageHeader } from "../components/page/page-header";
import { showCommunityComingSoon } from "../components/service/coming-soon";
import { earlyReady } from "../lib/early";
import { PortalCards } from "../components/service/portal-cards";
import { LinkButton } from "../components/ui/button";
import { CardGrid } from "../components/ui/card";
import { CtaBand } from "../components/ui/cta-band";
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
        <CardGrid columns="md:grid-cols-3" items={m.highlights} />
      </Section>
      <CtaBand id="service-cta" title={m.ctaHeading} text={m.ctaText}>
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
      </CtaBand>
    </>
  );
}
