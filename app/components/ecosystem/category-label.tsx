import { ecosystemMessages as m } from "../../../content/messages/ecosystem";
import type { Category } from "../../../content/schemas/entities";
import { CategoryIcon } from "../category/category-icon";

/** The category's distinct icon and its name. */
export function CategoryLabel({ category }: { category: Category }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <CategoryIcon category={category} className="h-4 w-4 text-indigo-700" />
      {m.categories[category]}
    </span>
  );
}
