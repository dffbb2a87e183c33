import { apiRequest } from "../../../lib/api-fetch";
import { parseAnswer, type NavigationAnswer } from "./types";

export interface NavigateInput {
  sessionId: string;
  query: string;
}

/** POST /api/chat/navigate { sessionId, query } -> navigation answer (spec §7). Non-OK answers throw HttpError. */
export async function requestNavigation(input: NavigateInput): Promise<NavigationAnswer> {
  const res = await apiRequest("POST", "/api/chat/navigate", input);
  return parseAnswer(await res.json());
}
