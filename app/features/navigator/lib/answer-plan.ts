import { fill } from "../../../../content/fill";
import { navigatorChoiceMessages as c, navigatorMessages as m } from "../../../../content/messages/navigator";
import { UNKNOWN_DESTINATION, type NavigationAnswer, type PageChoice } from "../api/types";

/** What a surface does with an answer. */
export interface AnswerPlan {
  /** The page to take the visitor to (the drawer goes by itself, the inline navigator asks): only when sure. */
  destination: string | null;
  /** Otherwise the pages to offer, the destination first, then the alternatives; empty when there are none. */
  choices: PageChoice[];
  /** Beside a sure answer, the other pages the visitor may have meant: the way out if it is the wrong one. */
  others: PageChoice[];
}

/**
 * A guess must never move the visitor: only a confident answer with a destination is followed, its alternatives
 * shown beside it as other pages. An unsure one offers its destination and the alternatives to choose from, and an
 * unknown one its alternatives, if any.
 */
export function planAnswer(answer: NavigationAnswer): AnswerPlan {
  const known = answer.destination !== UNKNOWN_DESTINATION;
  const self: PageChoice = { path: answer.destination, title: answer.suggestedPage || answer.destination };
  if (known && answer.confident)
    return {
      destination: answer.destination,
      choices: [],
      others: withoutRepeats([self, ...answer.alternatives]).slice(1),
    };
  return {
    destination: null,
    choices: withoutRepeats(known ? [self, ...answer.alternatives] : answer.alternatives),
    others: [],
  };
}

/** The pages in order, each path once (its first occurrence). */
const withoutRepeats = (pages: readonly PageChoice[]): PageChoice[] =>
  pages.filter((page, i) => pages.findIndex((other) => other.path === page.path) === i);

/**
 * What the live region says: the pending lines, or the answer followed by the number of pages to choose from and
 * the surface's own line (its question, or that it is navigating). Never the buttons themselves.
 */
export function announce(state: {
  pending: boolean;
  answer: NavigationAnswer | undefined;
  choices: number;
  extra?: string;
}): string {
  if (state.pending) return `${m.thinking} ${m.analyzing}`;
  if (!state.answer) return "";
  const count =
    state.choices === 0 ? "" : state.choices === 1 ? c.countOne : fill(c.countMany, { count: state.choices });
  return [state.answer.response, count, state.extra ?? ""].filter(Boolean).join(" ");
}
