import type { IconComponent } from "../ui/icons";
import type { ReactNode } from "react";
import type { CommunityChannel } from "../../../content/data/community";
import { Card } from "../ui/card";

/** One community channel: icon, name (with an optional badge), description, highlights and its button. */
export function ChannelCard({
  channel,
  icon: Icon,
  badge,
  children,
}: {
  channel: CommunityChannel;
  icon: IconComponent;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `channel-${channel.id}`;
  return (
    <Card className="flex h-full flex-col" aria-labelledby={headingId} role="group" data-channel={channel.id}>
      <div className="flex items-center gap-3">
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {channel.name}
        </h3>
        {badge}
      </div>
      <p className="mt-3 text-slate-700">{channel.description}</p>
      <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {channel.highlights.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
