import { Tooltip } from "radix-ui";
import { communityMessages as m } from "../../content/messages/community";
import { ChannelList } from "../components/community/channel-list";
import { EventList } from "../components/community/event-list";
import { PageHeader } from "../components/page/page-header";
import { Section } from "../components/ui/section";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../layout/section-shortcuts";
import type { PageProps } from "../router/lazy-page";

export default function CommunityPage({ page }: PageProps) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <PageHeader title={page.title} lead={page.description} />
      <Section id="channels" title={m.channelsHeading}>
        <ChannelList />
      </Section>
      <Section id="events" title={m.eventsHeading}>
        <p className="mb-4 max-w-3xl text-slate-700">{m.eventsIntro}</p>
        <EventList />
      </Section>
    </Tooltip.Provider>
  );
}
