import { Tooltip } from "radix-ui";
import { useId, type ReactNode } from "react";
import { buttonClass, type ButtonVariant } from "../ui/button";

/**
 * A button that cannot act yet. It uses aria-disabled rather than `disabled` so that it stays focusable: keyboard
 * and pointer users both reach the tooltip that says why, and screen readers get the reason as its description.
 * Needs a Tooltip.Provider above it.
 */
export function DisabledAction({
  reason,
  variant = "secondary",
  children,
}: {
  reason: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const reasonId = useId();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={reasonId}
          data-disabled-reason={reason}
          // Swallow the click: nothing happens, by design, and the tooltip already says why.
          onClick={(event) => event.preventDefault()}
          className={buttonClass(variant, "cursor-not-allowed opacity-70")}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow"
        >
          {reason}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
