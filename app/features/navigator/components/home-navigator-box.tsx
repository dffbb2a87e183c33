import { Sparkles } from "../../../components/ui/icons";
import { navigatorBoxMessages as box } from "../../../../content/messages/navigator";
import { InlineNavigator } from "./inline-navigator";

/** The home page's AI navigator box, between the tagline and the section tiles. */
export default function HomeNavigatorBox() {
  return (
    <section
      aria-labelledby="home-navigator-heading"
      className="mx-auto mt-8 w-full max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2
        id="home-navigator-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Sparkles className="h-5 w-5 text-indigo-700" aria-hidden="true" />
        {box.heading}
      </h2>
      <p className="mb-4 mt-2 text-sm text-slate-600">{box.intro}</p>
      <InlineNavigator headingLevel={3} />
    </section>
  );
}
