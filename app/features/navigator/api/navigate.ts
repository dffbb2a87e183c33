import { apiRequest } from "../../../lib/api-fetch";
import { edition } from "../../../lib/edition";
import { parseAnswer, type NavigatorAnswer } from "./types";

export interface NavigateInput {
  sessionId: string;
  query: string;
}

/**
 * POST /api/chat/navigate { sessionId, query, locale } -> navigation answer. The locale is the page's edition, so
 * the answer is in its language and its destinations are its pages. Non-OK answers throw HttpError.
 */
export async function requestNavigation(input: NavigateInput): Promise<NavigatorAnswer> {
  const res = await apiRequest("POST", "/api/chat/navigate", { ...input, locale: edition.locale });
  return parseAnswer(await res.json());
}
