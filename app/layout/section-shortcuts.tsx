import { useEffect, useState, type ComponentType } from "react";
import { Link } from "wouter";
import { ui } from "../../content/messages/ui";
import { sectionIcons } from "./section-icon";
import { shortcutClass, shortcuts } from "./shortcut-links";

type ShortcutsProps = { current: string | null };

/** How long after a release that brought no click (a drag, a cancelled touch) the held swap waits. */
const RELEASE_WITHOUT_CLICK_MS = 400;

/**
 * Icon shortcuts to home and the six sections. The first paint renders plain labelled links; Radix Tooltip (with
 * floating-ui, ~14 KB gz) loads on the visitor's first pointer move, touch or key press, so no first load pays for
 * it. When the swap happens under keyboard focus, focus is restored to the same link.
 */
export function SectionShortcuts({ current }: ShortcutsProps) {
  const [Enhanced, setEnhanced] = useState<ComponentType<ShortcutsProps> | null>(null);

  useEffect(() => {
    const events = ["pointermove", "pointerdown", "keydown", "touchstart", "focusin"] as const;
    let started = false;
    let loaded: ComponentType<ShortcutsProps> | null = null;
    // The swap replaces the links. Between a press's down and its click the link under the finger must stay the
    // same element: the browser sends the click to what the down and the up share, which after a swap is the list,
    // not a link, and the tap is lost. A swap that comes due during a press waits for its click (or, when no click
    // follows, a drag or a cancel, for a moment after the release).
    let pressed = false;
    let afterPress: ReturnType<typeof setTimeout> | undefined;
    const swap = () => {
      if (!loaded || pressed) return;
      setEnhanced(() => loaded);
      stopWatchingPresses();
    };
    const release = (delay: number) => {
      pressed = false;
      clearTimeout(afterPress);
      afterPress = setTimeout(swap, delay);
    };
    const onDown = () => {
      pressed = true;
      clearTimeout(afterPress);
    };
    const onUp = () => release(RELEASE_WITHOUT_CLICK_MS);
    const onClick = () => release(0);
    const load = () => {
      if (started) return;
      started = true;
      for (const e of events) window.removeEventListener(e, load);
      void import("./shortcut-tooltips").then((m) => {
        loaded = m.TooltipShortcuts;
        swap();
      });
    };
    const press = [
      ["pointerdown", onDown],
      ["pointerup", onUp],
      ["pointercancel", onUp],
      ["click", onClick],
    ] as const;
    function stopWatchingPresses() {
      for (const [e, handler] of press) window.removeEventListener(e, handler, { capture: true });
    }
    for (const [e, handler] of press) window.addEventListener(e, handler, { capture: true, passive: true });
    for (const e of events) window.addEventListener(e, load, { passive: true });
    return () => {
      clearTimeout(afterPress);
      stopWatchingPresses();
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
