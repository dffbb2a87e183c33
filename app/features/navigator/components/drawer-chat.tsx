import { useState, type RefObject } from "react";
import { fill } from "../../../../content/fill";
import {
  navigatorDrawerMessages as d,
  navigatorFeedbackMessages as f,
} from "../../../../content/messages/navigator";
import { buttonClass } from "../../../components/ui/button";
import { useAutoNavigation } from "../hooks/use-auto-navigation";
import type { ChatAnswer } from "../hooks/use-navigator";
import { recordChosen, useNavigatorChat } from "../hooks/use-navigator-chat";
import { planAnswer } from "../lib/answer-plan";
import { feedbackStore } from "../lib/feedback-store";
import { AnswerChoices } from "./answer-choices";
import { AnswerFeedback } from "./answer-feedback";
import { AnswerBody, Conversation } from "./conversation";
import { Recommendations } from "./recommendations";
import { offerWayOut } from "./way-out";

/** The drawer's helper phrase rotates every 6 s (docs/product.md lists the product's timings). */
export const DRAWER_PHRASE_PERIOD_MS = 6000;

/**
 * The drawer's Chat tab. Mounted when the drawer opens, so each opening starts with a new session and no answer.
 * A confident answer's page is followed after 1.5 s unless the visitor cancels or edits the query; an
 * unsure answer offers its pages to choose from and goes nowhere by itself. After such a jump the answer's other
 * pages wait at the bottom of the page it went to (way-out.tsx); opened again after taking the visitor to a page
 * they have not rated, the drawer offers that answer's rating and its other pages too: the way out for a visitor
 * who sees only on arrival that the page is not the one they wanted.
 */
export function DrawerChat({
  onNavigate,
  inputRef,
}: {
  onNavigate: (path: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  // Leaving for a page the visitor has not rated yet: the drawer, opened again, offers the rating once more.
  const leave = (path: string, answer: ChatAnswer) => {
    feedbackStore.leftWith(answer);
    onNavigate(path);
  };
  const chat = useNavigatorChat(leave);
  const { answer, plan } = chat;
  // Moved by the drawer rather than by a choice of their own, the visitor finds the answer's other pages on arrival.
  const auto = useAutoNavigation(answer, plan.destination, (path) => {
    if (!answer) return;
    offerWayOut(answer, path, plan.others);
    leave(path, answer);
  });
  // Opened again after taking the visitor to a page they had not rated: they may rate it now.
  const [previous] = useState(feedbackStore.lastUnrated);
  const previousOthers = previous ? planAnswer(previous).others : [];
  const choosePrevious = (path: string) => {
    if (!previous) return;
    recordChosen(previous, path);
    onNavigate(path);
  };
  const navigating = plan.destination ? fill(d.navigating, { destination: plan.destination }) : "";
  // A page already offered as a choice is not recommended a second time.
  const recommendations = (answer?.recommendations ?? []).filter(
    (name) => ![...plan.choices, ...plan.others].some((choice) => choice.path === `/${name}`),
  );

  return (
    <Conversation
      chat={chat}
      phrases={d.helperPhrases}
      periodMs={DRAWER_PHRASE_PERIOD_MS}
      inputRef={inputRef}
      onEdit={auto.active ? auto.cancel : undefined}
      line={auto.active ? navigating : auto.cancelled ? d.cancelled : ""}
      className="flex flex-col gap-4"
    >
      {previous && !answer && !chat.nav.pending ? (
        <div
          className="rounded-lg border border-slate-200 p-4 text-sm"
          data-testid="navigator-previous-answer"
        >
          <p className="text-slate-700">{fill(f.lastAnswer, { query: previous.query })}</p>
          {previousOthers.length > 0 ? (
            <AnswerChoices choices={previousOthers} onChoose={choosePrevious} headingLevel={3} others />
          ) : null}
          <AnswerFeedback answer={previous} />
        </div>
      ) : null}
      {answer ? (
        <div className="flex flex-col gap-3" data-testid="navigator-answer">
          <div className="rounded-lg bg-slate-100 p-4">
            <AnswerBody answer={answer} onNotHelpful={auto.cancel}>
              {plan.choices.length > 0 ? (
                <AnswerChoices choices={plan.choices} onChoose={chat.choose} headingLevel={3} />
              ) : null}
              {plan.others.length > 0 ? (
                <AnswerChoices
                  choices={plan.others}
                  onChoose={chat.choose}
                  headingLevel={3}
                  others
                  onEngage={auto.active ? auto.cancel : undefined}
                />
              ) : null}
            </AnswerBody>
          </div>
          {auto.active ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-indigo-50 p-4">
              <p className="text-sm font-medium text-indigo-900" data-testid="navigator-navigating">
                {navigating}
              </p>
              <button type="button" onClick={auto.cancel} className={buttonClass("secondary")}>
                {d.cancel}
              </button>
            </div>
          ) : null}
          <Recommendations names={recommendations} onNavigate={onNavigate} />
        </div>
      ) : null}
    </Conversation>
  );
}
