import { AtSign, GitBranch, MessageCircle, MessagesSquare } from "../ui/icons";
import { channels, type ChannelId } from "../../../content/data/community";
import { communityMessages as m } from "../../../content/messages/community";
import { site } from "../../lib/site";
import { Badge } from "../ui/badge";
import { Button, LinkButton } from "../ui/button";
import { ActionButton } from "./action-button";
import { linkOrDisabled } from "./card-action";
import { ChannelCard } from "./channel-card";

const icons = { discord: MessageCircle, github: GitBranch, twitter: AtSign, forum: MessagesSquare } as const;

/** Each channel's action: Discord alerts (until an invite is configured), socials follow site config. */
function ChannelAction({ id, label }: { id: ChannelId; label: string }) {
  switch (id) {
    case "discord":
      return site.social.discord ? (
        <ActionButton action={{ kind: "link", href: site.social.discord }} variant="primary">
          {label}
        </ActionButton>
      ) : (
        <Button variant="primary" early="discord" onClick={() => window.alert(m.discordAlert)}>
          {label}
        </Button>
      );
    case "github":
      return <ActionButton action={linkOrDisabled(site.social.github)}>{label}</ActionButton>;
    case "twitter":
      return <ActionButton action={linkOrDisabled(site.social.twitter)}>{label}</ActionButton>;
    case "forum":
      return (
        <LinkButton href="/service/community-forum" variant="secondary">
          {label}
        </LinkButton>
      );
  }
}

export function ChannelList() {
  return (
    <>
      <p className="sr-only">{m.channelsLabel}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {channels.map((channel) => (
          <li key={channel.id}>
            <ChannelCard
              channel={channel}
              icon={icons[channel.id]}
              badge={
                channel.id === "forum" ? (
                  <Badge tone="amber">
                    <span lang="ko">{m.forumBadge}</span>
                    <span className="sr-only"> {m.forumBadgeGloss}</span>
                  </Badge>
                ) : undefined
              }
            >
              <ChannelAction id={channel.id} label={channel.action} />
            </ChannelCard>
          </li>
        ))}
      </ul>
    </>
  );
}
