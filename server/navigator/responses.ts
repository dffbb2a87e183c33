import { responseTemplates } from "../../content/navigator/responses";
import type { SectionId } from "../../content/sections";

export type { NavigationAnswer } from "../../content/schemas/navigator";

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/** The offline answer text, in the query's language. */
export function composeResponse(input: {
  korean: boolean;
  title: string | null;
  description: string;
  section: SectionId | null;
}): string {
  const t = responseTemplates[input.korean ? "ko" : "en"];
  if (input.title === null) return t.unknown;
  const hint = input.section ? t.sectionHint[input.section] : "";
  return [fill(t.found, { title: input.title, description: input.description }), hint]
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
