import { Tooltip } from "radix-ui";
import { Link } from "wouter";
import { sections } from "../../content/sections";
import { ui } from "../../content/messages/ui";
import { cn } from "../lib/cn";
import { sectionIcons } from "./section-icon";

/** Spec §9: tooltip delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const shortcuts = [
  { id: "home" as const, label: "Home", path: "/" },
  ...sections.filter((s) => s.tile).map((s) => ({ id: s.id, label: s.label, path: s.path })),
];

export function SectionShortcuts({ current }: { current: string | null }) {
  return (
    <Tooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
      disableHoverableContent
    >
      <nav aria-label={ui.header.shortcutsLabel}>
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
                      aria-label={s.label}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100",
                        active && "bg-indigo-50 text-indigo-700",
                      )}
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
