import type { ChatAnswer } from "../hooks/use-navigator";

/**
 * Feedback across the navigator's surfaces during one page session: which answers were rated already, and the
 * drawer's last answer if it took the visitor to a page before they rated it (the drawer, opened again, offers
 * the rating once more instead of losing it to the auto-navigation).
 */
const rated = new Set<string>();
let unratedLast: ChatAnswer | null = null;

export const feedbackStore = {
  isRated: (answerId: string) => rated.has(answerId),
  markRated(answerId: string) {
    rated.add(answerId);
    if (unratedLast?.answerId === answerId) unratedLast = null;
  },
  /** The drawer left for `answer`'s page: remember it unless it was rated. */
  leftWith(answer: ChatAnswer) {
    if (answer.answerId && !rated.has(answer.answerId)) unratedLast = answer;
  },
  lastUnrated: (): ChatAnswer | null => unratedLast,
};
