import { useEffect, useState } from "react";
import { editionMessages as m } from "../../content/messages/edition";
import { buttonClass } from "../components/ui/button";
import { edition } from "../lib/edition";
import { readStorage, STORAGE_KEYS, writeStorage } from "../lib/storage";

/** Whether the browser's language preferences put the other edition's language before this edition's. */
export function prefersOtherEdition(languages: readonly string[]): boolean {
  const rank = (locale: string) => languages.findIndex((l) => l.toLowerCase().split("-")[0] === locale);
  const other = rank(edition.other.locale);
  const own = rank(edition.locale);
  return other !== -1 && (own === -1 || other < own);
}

/**
 * On the English home page, a visitor whose browser prefers Korean is offered the Korean edition: a dismissible
 * note, never a redirect (a redirect would break shared links and crawlers). It appears after hydration, fixed at the
 * bottom of the screen, so nothing on the page moves; closing it is remembered.
 */
export function EditionSuggestion() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (edition.locale !== "en") return;
    if (readStorage("local", STORAGE_KEYS.editionSuggestionDismissed) !== null) return;
    if (prefersOtherEdition(navigator.languages ?? [navigator.language])) setShown(true);
  }, []);
  if (!shown) return null;
  const dismiss = () => {
    writeStorage("local", STORAGE_KEYS.editionSuggestionDismissed, "1");
    setShown(false);
  };
  return (
    <aside
      lang={edition.other.locale}
      aria-label={m.suggestion.go}
      className="fixed inset-x-4 bottom-4 z-40 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:left-auto sm:max-w-sm"
    >
      <p className="text-sm text-slate-800">{m.suggestion.text}</p>
      <div className="mt-3 flex gap-2">
        <a
          href={edition.other.prefix || "/"}
          hrefLang={edition.other.locale}
          className={buttonClass("primary")}
        >
          {m.suggestion.go}
        </a>
        <button type="button" onClick={dismiss} className={buttonClass("ghost")}>
          {m.suggestion.dismiss}
        </button>
      </div>
    </aside>
  );
}
