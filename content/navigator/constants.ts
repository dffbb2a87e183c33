/** The navigator contract's constants, in a module without zod so the app can import them (content/schemas/navigator.ts). */

/** The destination of an answer that matched no page. */
export const UNKNOWN_DESTINATION = "unknown";
/** The longest query the API accepts. */
export const MAX_QUERY_LENGTH = 500;

/** The longest comment a visitor can leave with a "not helpful" verdict. */
export const MAX_FEEDBACK_COMMENT_LENGTH = 500;

/**
 * An answer's opaque id (what feedback on it refers to): a 19-character serial, a dot and a 16-character MAC. Ids
 * given before the serials were introduced had 12 random characters; a tab kept open across that deploy can still
 * rate its answer.
 */
export const ANSWER_ID_PATTERN = /^(?:[A-Za-z0-9_-]{19}|[A-Za-z0-9_-]{12})\.[A-Za-z0-9_-]{16}$/;
