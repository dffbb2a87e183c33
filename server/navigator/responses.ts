import { responseTemplates } from "../../content/navigator/responses";
import type { SectionId } from "../../content/sections";

export type { NavigationAnswer } from "../../content/schemas/navigator";

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/**
 * The offline answer text, in the query's language: a page found (confident), a page offered with others (not
 * sure), the closest pages for a request matched to none, or what the navigator can help with.
 */
export function composeResponse(input: {
  korean: boolean;
  title: string | null;
  description: string;
  section: SectionId | null;
  confident: boolean;
  /** Pages are offered as choices (for an unknown answer: the closest ones). */
  offered: boolean;
}): string {
  const t = responseTemplates[input.korean ? "ko" : "en"];
  if (input.title === null) return input.offered ? t.closest : t.unknown;
  if (!input.confident) return fill(t.unsure, { title: input.title });
  const hint = input.section ? t.sectionHint[input.section] : "";
  return [fill(t.found, { title: input.title, description: input.description }), hint]
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
