import { forumMessages as m } from "../../content/messages/community-forum";
import { ActionButton } from "../components/community/action-button";
import { linkOrDisabled } from "../components/community/card-action";
import { PageHeader } from "../components/page/page-header";
import { showCommunityComingSoon } from "../components/service/coming-soon";
import { Badge } from "../components/ui/badge";
import { Button, LinkButton } from "../components/ui/button";
import { CardGrid } from "../components/ui/card";
import { Section } from "../components/ui/section";
import { site } from "../lib/site";
import type { PageProps } from "../router/lazy-page";

export default function CommunityForumPage({ page }: PageProps) {
  return (
    <>
      <PageHeader title={page.title} lead={m.intro}>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Badge tone="amber">{m.badge}</Badge>
          <Button early="coming-soon" onClick={showCommunityComingSoon}>
            {m.notify}
          </Button>
        </div>
      </PageHeader>
      <Section id="boards" title={m.boardsHeading}>
        <CardGrid columns="sm:grid-cols-2 lg:grid-cols-3" items={m.boards} />
      </Section>
      <Section id="guidelines" title={m.guidelinesHeading}>
        <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-800">
          {m.guidelines.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      </Section>
      <Section id="meanwhile" title={m.meanwhileHeading}>
        <p className="mb-4 text-slate-700">{m.meanwhileText}</p>
        <div className="flex flex-wrap gap-3">
          <ActionButton action={linkOrDisabled(site.social.github, m.githubUnavailable)} variant="primary">
            {m.github}
          </ActionButton>
          <LinkButton href="/devhub/docs" variant="secondary">
            {m.docs}
          </LinkButton>
          <LinkButton href="/community" variant="secondary">
            {m.community}
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
