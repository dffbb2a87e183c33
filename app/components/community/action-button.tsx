import type { ReactNode } from "react";
import { communityMessages as m } from "../../../content/messages/community";
import { ExternalLinkButton, type ButtonVariant } from "../ui/button";
import type { CardAction } from "./card-action";
import { DisabledAction } from "./disabled-action";

/** Renders a CardAction: an external link (new tab) or a disabled button with its reason as a tooltip. */
export function ActionButton({
  action,
  variant = "secondary",
  children,
}: {
  action: CardAction;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  if (action.kind === "disabled") {
    return (
      <DisabledAction reason={action.reason} variant={variant}>
        {children}
      </DisabledAction>
    );
  }
  return (
    <ExternalLinkButton href={action.href} variant={variant}>
      {children}
      <span className="sr-only"> {m.opensInNewTab}</span>
    </ExternalLinkButton>
  );
}
