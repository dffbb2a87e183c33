import { apiRequest } from "../../../lib/api-fetch";

export interface ChoiceInput {
  sessionId: string;
  answerId: string;
  path: string;
}

/**
 * POST /api/chat/choice -> 204: which page the visitor chose among an unsure answer's choices, for the site
 * owner's report. Sent and forgotten: the visitor is on their way already, and a lost record costs them nothing.
 */
export function recordChoice(input: ChoiceInput): void {
  apiRequest("POST", "/api/chat/choice", input).catch(() => undefined);
}
