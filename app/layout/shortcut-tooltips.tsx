import { Tooltip } from "radix-ui";
import { useLayoutEffect } from "react";
import { Link } from "wouter";
import { ui } from "../../content/messages/ui";
import { sectionIcons } from "./section-icon";
import { shortcutClass, shortcuts, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./shortcut-links";

/** The shortcuts with Radix tooltips; loaded on first interaction by SectionShortcuts. */
export function TooltipShortcuts({ current }: { current: string | null }) {
  // The plain links this replaces may have had keyboard focus: hand it to the same link.
  const focusedHref = document.activeElement?.closest("[data-shortcut]")?.getAttribute("href") ?? null;
  useLayoutEffect(() => {
    if (focusedHref) document.querySelector<HTMLElement>(`[data-shortcut][href="${focusedHref}"]`)?.focus();
  }, [focusedHref]);

  return (
    <Tooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
      disableHoverableContent
    >
      <nav aria-label={ui.header.shortcutsLabel} data-tooltips="ready">
        <ul className="flex items-center gap-1">
          {shortcuts.map((s) => {
            const Icon = sectionIcons[s.id];
            const active = s.id === current;
            return (
              <li key={s.id}>
                <Tooltip.Root>
                  <Tooltip.Trigger asChild>
                    <Link
                      href={s.path}
                      data-shortcut=""
                      aria-label={s.label}
                      aria-current={active ? "page" : undefined}
                      className={shortcutClass(active)}
                    >
                      <Icon className="h-5 w-5" aria-hidden="true" />
                    </Link>
                  </Tooltip.Trigger>
                  <Tooltip.Portal>
                    <Tooltip.Content
                      sideOffset={6}
                      className="z-50 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow"
                    >
                      {s.label}
                    </Tooltip.Content>
                  </Tooltip.Portal>
                </Tooltip.Root>
              </li>
            );
          })}
        </ul>
      </nav>
    </Tooltip.Provider>
  );
}
