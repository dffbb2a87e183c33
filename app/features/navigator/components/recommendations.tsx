import { navigatorDrawerMessages as d } from "../../../../content/messages/navigator";
import { resolvePath } from "../../../../content/resolve";
import { editionPath } from "../../../lib/edition";

/** A recommended section's short name from the route registry (its breadcrumb); an unknown name as sent. */
const sectionLabel = (name: string) => {
  const page = resolvePath(editionPath(`/${name}`));
  return page.status === 200 ? (page.breadcrumbs.at(-1)?.label ?? page.title) : name;
};

/** The drawer's 'You might also like:' buttons; `names` are site paths without the leading slash. */
export function Recommendations({
  names,
  onNavigate,
}: {
  names: readonly string[];
  onNavigate: (path: string) => void;
}) {
  if (names.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">{d.recommendations}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name}>
            <button
              type="button"
              onClick={() => onNavigate(`/${name}`)}
              className="rounded-full border border-slate-200 bg-white px-4 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {sectionLabel(name)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
