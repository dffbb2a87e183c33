import { z } from "zod";
import { LOCALES } from "../locales";
import { MAX_QUERY_LENGTH } from "../navigator/constants";

/** The navigator's API contract, one definition for the server, the app (its types) and the browser tests. */

export { MAX_QUERY_LENGTH, UNKNOWN_DESTINATION } from "../navigator/constants";

/** POST /api/chat/navigate's body. */
export const navigateRequestSchema = z.strictObject(
  {
    sessionId: z.string({ error: "sessionId must be a string" }),
    query: z
      .string({ error: "query must be a string" })
      .transform((q) => q.trim())
      .pipe(
        z
          .string()
          .min(1, "query must not be blank")
          .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`),
      ),
    /** The page's edition: the answer's language and the edition its destinations belong to. */
    locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(", ")}` }).optional(),
  },
  {
    error: (issue) =>
      issue.code === "invalid_type"
        ? 'The body must be a JSON object: { "sessionId": ..., "query": ..., "locale"?: "en" | "ko" }.'
        : undefined,
  },
);
export type NavigateRequest = z.input<typeof navigateRequestSchema>;

/** Its answer. */
export const navigationAnswerSchema = z.object({
  response: z.string(),
  /** An absolute site path ("/research", "/ko/research"), or UNKNOWN_DESTINATION. */
  destination: z.string(),
  /** The destination page's title, in the answer's language. */
  suggestedPage: z.string(),
  /** Up to three more pages, as site paths without the leading slash ("research", "ko/research"). */
  recommendations: z.array(z.string()).max(3),
});
export type NavigationAnswer = z.infer<typeof navigationAnswerSchema>;
