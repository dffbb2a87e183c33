import { recordChoice } from "../api/choice";
import { planAnswer, type AnswerPlan } from "../lib/answer-plan";
import { useNavigator, type ChatAnswer, type Navigator } from "./use-navigator";

export interface NavigatorChat {
  nav: Navigator;
  /** The answer on screen: none while a request is pending. */
  answer: ChatAnswer | undefined;
  plan: AnswerPlan;
  /**
   * The visitor picked one of the choices, or another page beside a sure answer: record it, without waiting, and
   * go there.
   */
  choose: (path: string) => void;
}

const NO_PLAN: AnswerPlan = { destination: null, choices: [], others: [] };

/**
 * The navigator as both surfaces (drawer, inline) use it: the request, the answer and what to do with it. `go`
 * takes the visitor to a chosen page; it gets the answer too, since the answer is forgotten before it runs.
 */
export function useNavigatorChat(go: (path: string, answer: ChatAnswer) => void): NavigatorChat {
  const nav = useNavigator();
  const answer = nav.pending ? undefined : nav.answer;
  const plan = answer ? planAnswer(answer) : NO_PLAN;
  const choose = (path: string) => {
    if (!answer) return;
    recordChosen(answer, path);
    nav.reset();
    go(path, answer);
  };
  return { nav, answer, plan, choose };
}

/** Records, without waiting, that the visitor chose `path` among what `answer` offered. */
export function recordChosen(answer: ChatAnswer, path: string): void {
  if (answer.answerId) recordChoice({ sessionId: answer.sessionId, answerId: answer.answerId, path });
}
