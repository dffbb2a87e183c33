import { apiRequest } from "../../../lib/api-fetch";

export interface FeedbackInput {
  sessionId: string;
  answerId: string;
  helpful: boolean;
  comment?: string;
}

/** POST /api/chat/feedback -> 204. Non-OK answers throw HttpError. */
export async function sendFeedback(input: FeedbackInput): Promise<void> {
  await apiRequest("POST", "/api/chat/feedback", input);
}
