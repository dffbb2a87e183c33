import { Languages } from "../components/ui/icons";
import { useLocation } from "wouter";
import { editionMessages as m } from "../../content/messages/edition";
import { cn } from "../lib/cn";
import { edition } from "../lib/edition";

/** The same page in the other edition: a plain link (the other edition is another app), named in its language. */
export function otherEditionPath(location: string): string {
  const prefix = edition.other.prefix;
  return prefix === "" ? location : location === "/" ? prefix : `${prefix}${location}`;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const [location] = useLocation();
  return (
    <a
      href={otherEditionPath(location)}
      hrefLang={edition.other.locale}
      lang={edition.other.locale}
      title={m.switchLabel}
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 sm:px-2.5 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
        className,
      )}
    >
      {/* Phones: the label alone, so it fits beside the seven section shortcuts from 360 px up. */}
      <Languages className="hidden h-4 w-4 sm:block" aria-hidden="true" />
      {edition.other.label}
    </a>
  );
}
