import { apiRequest } from "../../../lib/api-fetch";
import { parseSession, type ChatSession } from "./types";

/** POST /api/chat/session -> { id } (spec §7). */
export async function createChatSession(): Promise<ChatSession> {
  const res = await apiRequest("POST", "/api/chat/session");
  return parseSession(await res.json());
}
