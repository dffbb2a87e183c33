import { useId, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { buttonClass, type ButtonVariant } from "../ui/button";

/**
 * A button that cannot act yet. It uses aria-disabled rather than `disabled` so that it stays focusable, and its
 * reason is a tooltip that shows on hover (after the header tooltips' 700 ms delay) and at once on focus (keyboard,
 * click or tap, so touch users see it too); the same element is the button's accessible description, so screen
 * readers get the reason without hovering.
 *
 * The tooltip is plain CSS (group-hover / group-focus-within) rather than Radix Tooltip: Radix with floating-ui
 * weighs ~14 KB gz, which the header loads only on first interaction (ADR 0041). Escape hides it (WCAG 1.4.13).
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
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className="group relative inline-flex" onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={tooltipId}
        data-disabled-reason={reason}
        // Swallow the click: nothing happens, by design, and the tooltip already says why.
        onClick={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key === "Escape") setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
        className={buttonClass(variant, "cursor-not-allowed opacity-70")}
      >
        {children}
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className={cn(
          "pointer-events-none absolute bottom-full left-1/2 z-50 mb-2 w-max max-w-xs -translate-x-1/2 rounded-md",
          "bg-slate-900 px-2 py-1 text-xs font-normal normal-case text-white shadow",
          "invisible opacity-0 transition-[opacity,visibility] duration-150",
          "group-hover:visible group-hover:opacity-100 group-hover:delay-700",
          "group-focus-within:visible group-focus-within:opacity-100 group-focus-within:delay-0",
          dismissed && "hidden",
        )}
      >
        {reason}
      </span>
    </span>
  );
}
