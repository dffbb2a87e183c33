import { communityMessages as m } from "../../content/messages/community";
import { ChannelList } from "../components/community/channel-list";
import { EventList } from "../components/community/event-list";
import { PageHeader } from "../components/page/page-header";
import { Section } from "../components/ui/section";
import type { PageProps } from "../router/lazy-page";

export default function CommunityPage({ page }: PageProps) {
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />
      <Section id="channels" title={m.channelsHeading}>
        <ChannelList />
      </Section>
      <Section id="events" title={m.eventsHeading}>
        <p className="mb-4 max-w-3xl text-slate-700">{m.eventsIntro}</p>
        <EventList />
      </Section>
    </>
  );
}
