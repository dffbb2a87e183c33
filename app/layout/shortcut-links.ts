import { ui } from "../../content/messages/ui";
import { sections } from "../../content/sections";
import { cn } from "../lib/cn";

/** A tooltip shows after 700 ms; moving to a neighbour within 300 ms of leaving one shows its tooltip at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const shortcuts = [
  { id: "home" as const, label: ui.header.homeShortcut, path: "/" },
  ...sections.filter((s) => s.tile).map((s) => ({ id: s.id, label: s.label, path: s.path })),
];

export const shortcutClass = (active: boolean) =>
  cn(
    "inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100",
    active && "bg-indigo-50 text-indigo-700",
  );
