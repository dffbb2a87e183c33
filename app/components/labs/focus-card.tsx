import { Atom, Blocks, Lock, Sigma, type IconComponent } from "../ui/icons";
import type { LabFocus, LabFocusIcon } from "../../../content/data/labs";

const icons: Record<LabFocusIcon, IconComponent> = { sigma: Sigma, atom: Atom, lock: Lock, blocks: Blocks };

/** One research-focus card of the Labs page. */
export function FocusCard({ focus }: { focus: LabFocus }) {
  const Icon = icons[focus.icon];
  return (
    <li data-testid="lab-focus" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Icon aria-hidden className="size-8 text-indigo-700" />
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{focus.title}</h3>
      <p className="mt-2 text-sm text-slate-700">{focus.description}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {focus.topics.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </li>
  );
}
