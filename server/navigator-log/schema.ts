import type { Locale } from "../../content/locales";

/** One navigator decision, as stored: nothing that identifies the visitor (see redact.ts). */
export type DecisionRow = {
  answer_id: string;
  /** UTC day, YYYY-MM-DD: when, no finer than that. */
  day: string;
  locale: Locale;
  /** The query, redacted and normalized. */
  query: string;
  /** The path answered, or "unknown". */
  destination: string;
  confidence: number;
  /** 1 when the visitor was taken to the destination without being asked, 0 when it was offered with choices. */
  confident: number;
};

/** The page a visitor chose among an answer's choices; the latest choice counts. */
export type ChoiceRow = {
  answer_id: string;
  day: string;
  /** The site path chosen (in the visitor's edition). */
  path: string;
};

/** A visitor's verdict on one answer; the latest one counts (a "no" may be followed by its comment). */
export type FeedbackRow = {
  answer_id: string;
  day: string;
  /** 1 helpful, 0 not helpful. */
  helpful: number;
  comment: string | null;
};

// A type alias, not an interface: Kysely's withTables() wants a record type.
export type NavigatorLogDatabase = {
  navigator_decisions: DecisionRow;
  navigator_feedback: FeedbackRow;
  navigator_choices: ChoiceRow;
};

/** The UTC day of a moment, as the log stores it. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
