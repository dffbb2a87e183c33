import { useId, type ReactNode, type RefObject } from "react";
import type { ChatAnswer } from "../hooks/use-navigator";
import type { NavigatorChat } from "../hooks/use-navigator-chat";
import { useRotatingPhrase } from "../hooks/use-rotating-phrase";
import { announce } from "../lib/answer-plan";
import { AnswerFeedback } from "./answer-feedback";
import { LiveRegion } from "./live-region";
import { NavigatorForm } from "./navigator-form";
import { PendingStatus } from "./pending-status";

/**
 * What the drawer and the inline navigator share: the query form with its rotating example, the live region, the
 * pending lines, then the surface's answer (`children`). `line` is the surface's own sentence after the answer
 * in the announcement (its question, or that it is navigating).
 */
export function Conversation({
  chat,
  phrases,
  periodMs,
  inputRef,
  onEdit,
  line,
  className,
  children,
}: {
  chat: NavigatorChat;
  phrases: readonly string[];
  periodMs: number;
  inputRef: RefObject<HTMLInputElement | null>;
  onEdit?: () => void;
  line: string;
  className: string;
  children: ReactNode;
}) {
  const id = useId();
  const hint = useRotatingPhrase(phrases, periodMs);
  const { nav, answer, plan } = chat;
  return (
    <div className={className}>
      <NavigatorForm
        id={`${id}-query`}
        inputRef={inputRef}
        hint={hint}
        pending={nav.pending}
        onSubmit={nav.submit}
        onEdit={onEdit}
      />
      <LiveRegion
        message={announce({ pending: nav.pending, answer, choices: plan.choices.length, extra: line })}
      />
      {nav.pending ? <PendingStatus /> : null}
      {children}
    </div>
  );
}

/** An answer's text, what the surface puts under it (its question or choices), then "Was this helpful?". */
export function AnswerBody({
  answer,
  onNotHelpful,
  children,
}: {
  answer: ChatAnswer;
  onNotHelpful?: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <p className="text-slate-900">{answer.response}</p>
      {children}
      <AnswerFeedback key={answer.answerId ?? answer.query} answer={answer} onNotHelpful={onNotHelpful} />
    </>
  );
}
