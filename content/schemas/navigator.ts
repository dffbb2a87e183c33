import { z } from "zod";
import { LOCALES } from "../locales";
import { ANSWER_ID_PATTERN, MAX_FEEDBACK_COMMENT_LENGTH, MAX_QUERY_LENGTH } from "../navigator/constants";

/** The navigator's API contract, one definition for the server, the app (its types) and the browser tests. */

export {
  ANSWER_ID_PATTERN,
  MAX_FEEDBACK_COMMENT_LENGTH,
  MAX_QUERY_LENGTH,
  UNKNOWN_DESTINATION,
} from "../navigator/constants";

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

/** A page offered as a choice: an absolute site path and its title in the answer's language. */
export const pageChoiceSchema = z.object({ path: z.string(), title: z.string() });
export type PageChoice = z.infer<typeof pageChoiceSchema>;

/** Its answer. */
export const navigationAnswerSchema = z.object({
  response: z.string(),
  /** An absolute site path ("/research", "/ko/research"), or UNKNOWN_DESTINATION. */
  destination: z.string(),
  /** The destination page's title, in the answer's language. */
  suggestedPage: z.string(),
  /** Up to three more pages, as site paths without the leading slash ("research", "ko/research"). */
  recommendations: z.array(z.string()).max(3),
  /**
   * True when the navigator is sure enough to take the visitor to the destination; otherwise the destination (if
   * any) and the alternatives are offered as choices.
   */
  confident: z.boolean(),
  /** Other pages the visitor may have meant, best first, never the destination; empty when confident. */
  alternatives: z.array(pageChoiceSchema).max(3),
});
export type NavigationAnswer = z.infer<typeof navigationAnswerSchema>;

/** What POST /api/chat/navigate sends: the answer and its id. */
export const navigateResponseSchema = navigationAnswerSchema.extend({ answerId: z.string() });
export type NavigateResponse = z.infer<typeof navigateResponseSchema>;

/** POST /api/chat/choice's body: the visitor of session `sessionId` chose `path` among answer `answerId`'s choices. */
export const choiceRequestSchema = z.strictObject(
  {
    sessionId: z.string({ error: "sessionId must be a string" }),
    answerId: z
      .string({ error: "answerId must be a string" })
      .regex(ANSWER_ID_PATTERN, "answerId is not an answer id"),
    path: z
      .string({ error: "path must be a string" })
      .max(200, "path must be at most 200 characters")
      .regex(/^\/[a-z0-9/-]*$/, "path must be a site path such as /research"),
  },
  {
    error: (issue) =>
      issue.code === "invalid_type"
        ? 'The body must be a JSON object: { "sessionId": ..., "answerId": ..., "path": "/..." }.'
        : undefined,
  },
);
export type ChoiceRequest = z.input<typeof choiceRequestSchema>;

/** POST /api/chat/feedback's body: was the answer `answerId` (given in session `sessionId`) helpful? */
export const feedbackRequestSchema = z.strictObject(
  {
    sessionId: z.string({ error: "sessionId must be a string" }),
    answerId: z
      .string({ error: "answerId must be a string" })
      .regex(ANSWER_ID_PATTERN, "answerId is not an answer id"),
    helpful: z.boolean({ error: "helpful must be true or false" }),
    comment: z
      .string({ error: "comment must be a string" })
      .transform((c) => c.trim())
      .pipe(
        z
          .string()
          .max(
            MAX_FEEDBACK_COMMENT_LENGTH,
            `comment must be at most ${MAX_FEEDBACK_COMMENT_LENGTH} characters`,
          ),
      )
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === "invalid_type"
        ? 'The body must be a JSON object: { "sessionId": ..., "answerId": ..., "helpful": true | false, "comment"?: ... }.'
        : undefined,
  },
);
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
