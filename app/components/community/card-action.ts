import { communityMessages as m } from "../../../content/messages/community";
import type { CommunityEvent } from "../../../content/data/community";
import type { EventStatus } from "./event-status";

/**
 * What a card button does: open a configured link, or stay disabled with a reason shown as a tooltip. There is
 * no third option, so a button can never be a dead click.
 */
export type CardAction = { kind: "link"; href: string } | { kind: "disabled"; reason: string };

/** A configured URL becomes a link; a missing one (null or blank) a disabled button with `reason`. */
export function linkOrDisabled(url: string | null | undefined, reason: string = m.comingSoon): CardAction {
  const href = url?.trim();
  return href ? { kind: "link", href } : { kind: "disabled", reason };
}

/** REGISTER and LEARN MORE of an event, by the same rule as the social cards plus "a past event takes no sign-ups". */
export function eventActions(
  event: Pick<CommunityEvent, "registerUrl" | "learnMoreUrl">,
  status: EventStatus,
): { register: CardAction; learnMore: CardAction } {
  const past = status === "past";
  return {
    register: past
      ? { kind: "disabled", reason: m.registrationClosed }
      : linkOrDisabled(event.registerUrl, m.registrationSoon),
    learnMore: linkOrDisabled(event.learnMoreUrl, past ? m.detailsUnavailable : m.detailsSoon),
  };
}
