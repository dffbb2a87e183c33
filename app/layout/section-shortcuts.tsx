import { useEffect, useState, type ComponentType } from "react";
import { Link } from "wouter";
import { ui } from "../../content/messages/ui";
import { sectionIcons } from "./section-icon";
import { shortcutClass, shortcuts } from "./shortcut-links";

type ShortcutsProps = { current: string | null };

/**
 * Icon shortcuts to home and the six sections. The first paint renders plain labelled links; Radix Tooltip (with
 * floating-ui, ~14 KB gz) loads on the visitor's first pointer move, touch or key press, so no first load pays for
 * it. When the swap happens under keyboard focus, focus is restored to the same link.
 */
export function SectionShortcuts({ current }: ShortcutsProps) {
  const [Enhanced, setEnhanced] = useState<ComponentType<ShortcutsProps> | null>(null);

  useEffect(() => {
    const events = ["pointermove", "pointerdown", "keydown", "touchstart", "focusin"] as const;
    let done = false;
    const load = () => {
      if (done) return;
      done = true;
      for (const e of events) window.removeEventListener(e, load);
      void import("./shortcut-tooltips").then((m) => setEnhanced(() => m.TooltipShortcuts));
    };
    for (const e of events) window.addEventListener(e, load, { passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, load);
    };
  }, []);

  if (Enhanced) return <Enhanced current={current} />;
  return (
    <nav aria-label={ui.header.shortcutsLabel}>
      <ul className="flex items-center gap-0 sm:gap-1">
        {shortcuts.map((s) => {
          const Icon = sectionIcons[s.id];
          const active = s.id === current;
          return (
            <li key={s.id}>
              <Link
                href={s.path}
                data-shortcut=""
                aria-label={s.label}
                aria-current={active ? "page" : undefined}
                className={shortcutClass(active)}
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
