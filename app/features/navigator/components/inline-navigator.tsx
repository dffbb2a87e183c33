import { buttonClass } from "../../../components/ui/button";
import { useId, useRef } from "react";
import { useLocation } from "wouter";
import { absoluteLocation } from "../../../lib/edition";
import { fill } from "../../../../content/fill";
import { navigatorBoxMessages as box, navigatorMessages as m } from "../../../../content/messages/navigator";
import { UNKNOWN_DESTINATION } from "../api/types";
import { useNavigator } from "../hooks/use-navigator";
import { useRotatingPhrase } from "../hooks/use-rotating-phrase";
import { AnswerFeedback } from "./answer-feedback";
import { LiveRegion } from "./live-region";
import { NavigatorForm } from "./navigator-form";
import { PendingStatus } from "./pending-status";

/** Spec §9: the home helper phrase rotates every 8 s. */
export const HOME_PHRASE_PERIOD_MS = 8000;

/**
 * The navigator inline (home box, inner pages' chat panel): an answer is confirmed with 'Yes, take me there'
 * or dismissed with 'No, let me try again' (spec §4).
 */
export function InlineNavigator() {
  const id = useId();
  const nav = useNavigator();
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hint = useRotatingPhrase(box.helperPhrases, HOME_PHRASE_PERIOD_MS);
  const answer = nav.answer;
  const known = answer !== undefined && answer.destination !== UNKNOWN_DESTINATION;
  const question = known ? fill(box.question, { page: answer.suggestedPage || answer.destination }) : "";

  const announcement = nav.pending
    ? `${m.thinking} ${m.analyzing}`
    : answer
      ? [answer.response, question].filter(Boolean).join(" ")
      : "";

  return (
    <div className="flex flex-col gap-3">
      <NavigatorForm
        id={`${id}-query`}
        inputRef={inputRef}
        hint={hint}
        pending={nav.pending}
        onSubmit={nav.submit}
      />
      <LiveRegion message={announcement} />
      {nav.pending ? <PendingStatus /> : null}
      {!nav.pending && answer ? (
        <div className="rounded-lg border border-slate-200 bg-indigo-50 p-4" data-testid="navigator-answer">
          <p className="text-slate-900">{answer.response}</p>
          {known ? (
            <>
              <p className="mt-3 font-medium text-slate-900">{question}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => {
                    nav.reset();
                    navigate(absoluteLocation(answer.destination));
                  }}
                  className={buttonClass("primary")}
                >
                  {box.yes}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    nav.reset();
                    inputRef.current?.focus();
                  }}
                  className={buttonClass("secondary")}
                >
                  {box.no}
                </button>
              </div>
            </>
          ) : null}
          <AnswerFeedback key={answer.answerId ?? answer.query} answer={answer} />
        </div>
      ) : null}
    </div>
  );
}
