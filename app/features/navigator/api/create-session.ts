import { apiRequest } from "../../../lib/api-fetch";
import { parseSession, type ChatSession } from "./types";

/** POST /api/chat/session -> { id }. */
export async function createChatSession(): Promise<ChatSession> {
  const res = await apiRequest("POST", "/api/chat/session");
  return parseSession(await res.json());
}
