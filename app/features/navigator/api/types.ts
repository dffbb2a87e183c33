import { ANSWER_ID_PATTERN, UNKNOWN_DESTINATION } from "../../../../content/navigator/constants";
import type { NavigationAnswer, PageChoice } from "../../../../content/schemas/navigator";

/**
 * The navigator API's answers, checked by hand. The contract's one definition is content/schemas/navigator.ts;
 * only its types (and its zod-free constants) come in here, so no zod enters these chunks. The server validates
 * too; this is the client's own boundary check.
 */
export { UNKNOWN_DESTINATION, type NavigationAnswer, type PageChoice };

/** An answer as the app keeps it: with its id, which feedback on it refers to (null if the server sent none). */
export interface NavigatorAnswer extends NavigationAnswer {
  answerId: string | null;
}

export interface ChatSession {
  id: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

export class InvalidAnswerError extends Error {
  override name = "InvalidAnswerError";
}

export function parseSession(value: unknown): ChatSession {
  if (isRecord(value) && typeof value.id === "string" && value.id.length > 0) return { id: value.id };
  throw new InvalidAnswerError("The session answer has no id.");
}

/** A destination gets a leading slash if it lacks one. Anything that could leave the site is unknown. */
export function toSitePath(destination: string): string | null {
  const trimmed = destination.trim();
  if (trimmed === "" || trimmed === UNKNOWN_DESTINATION) return null;
  const path = trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  if (path.startsWith("//") || /[\s\\]|:\/\//.test(path)) return null;
  return path;
}

/** A recommendation: a site path without its leading slash ("research", "ko/research"). */
const SECTION_NAME = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

export function parseAnswer(value: unknown): NavigatorAnswer {
  if (!isRecord(value) || typeof value.response !== "string" || typeof value.destination !== "string") {
    throw new InvalidAnswerError("The navigation answer is malformed.");
  }
  const path = toSitePath(value.destination);
  const recommendations = Array.isArray(value.recommendations)
    ? value.recommendations.filter(
        (name): name is string => typeof name === "string" && SECTION_NAME.test(name),
      )
    : [];
  const alternatives: PageChoice[] = [];
  for (const item of Array.isArray(value.alternatives) ? value.alternatives : []) {
    if (!isRecord(item) || typeof item.path !== "string" || typeof item.title !== "string") continue;
    const at = toSitePath(item.path);
    if (at && at !== path && alternatives.length < 3) alternatives.push({ path: at, title: item.title });
  }
  return {
    response: value.response,
    destination: path ?? UNKNOWN_DESTINATION,
    suggestedPage: typeof value.suggestedPage === "string" ? value.suggestedPage : "",
    recommendations: recommendations.slice(0, 3),
    // An answer that does not say is taken as sure: the navigator then behaves as it always has.
    confident: typeof value.confident === "boolean" ? value.confident : true,
    alternatives,
    answerId:
      typeof value.answerId === "string" && ANSWER_ID_PATTERN.test(value.answerId) ? value.answerId : null,
  };
}
