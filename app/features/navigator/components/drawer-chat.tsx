import { buttonClass } from "../../../components/ui/button";
import { useId, useState, type RefObject } from "react";
import { resolvePath } from "../../../../content/resolve";
import { editionPath } from "../../../lib/edition";
import { fill } from "../../../../content/fill";
import {
  navigatorDrawerMessages as d,
  navigatorFeedbackMessages as f,
  navigatorMessages as m,
} from "../../../../content/messages/navigator";
import { UNKNOWN_DESTINATION } from "../api/types";
import { useAutoNavigation } from "../hooks/use-auto-navigation";
import { useNavigator } from "../hooks/use-navigator";
import { useRotatingPhrase } from "../hooks/use-rotating-phrase";
import { feedbackStore } from "../lib/feedback-store";
import { AnswerFeedback } from "./answer-feedback";
import { LiveRegion } from "./live-region";
import { NavigatorForm } from "./navigator-form";
import { PendingStatus } from "./pending-status";

/** A recommended section's short name from the route registry (its breadcrumb); an unknown name as sent. */
const sectionLabel = (name: string) => {
  const page = resolvePath(editionPath(`/${name}`));
  return page.status === 200 ? (page.breadcrumbs.at(-1)?.label ?? page.title) : name;
};

/** Spec §9: the drawer's helper phrase rotates every 6 s. */
export const DRAWER_PHRASE_PERIOD_MS = 6000;

/**
 * The drawer's Chat tab. Mounted when the drawer opens, so each opening starts with a new session and no answer
 * (spec §4). A known destination is followed after 1.5 s unless the visitor cancels or edits the query.
 */
export function DrawerChat({
  onNavigate,
  inputRef,
}: {
  onNavigate: (path: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const nav = useNavigator();
  const hint = useRotatingPhrase(d.helperPhrases, DRAWER_PHRASE_PERIOD_MS);
  const answer = nav.pending ? undefined : nav.answer;
  const target = answer && answer.destination !== UNKNOWN_DESTINATION ? answer.destination : null;
  const auto = useAutoNavigation(answer, target, (path) => {
    if (answer) feedbackStore.leftWith(answer);
    onNavigate(path);
  });
  // Opened again after taking the visitor to a page they had not rated: they may rate it now.
  const [previous] = useState(feedbackStore.lastUnrated);
  const navigating = target ? fill(d.navigating, { destination: target }) : "";

  const announcement = nav.pending
    ? `${m.thinking} ${m.analyzing}`
    : answer
      ? [answer.response, auto.active ? navigating : auto.cancelled ? d.cancelled : ""]
          .filter(Boolean)
          .join(" ")
      : "";

  return (
    <div className="flex flex-col gap-4">
      <NavigatorForm
        id={`${id}-query`}
        inputRef={inputRef}
        hint={hint}
        pending={nav.pending}
        onSubmit={nav.submit}
        onEdit={auto.active ? auto.cancel : undefined}
      />
      <LiveRegion message={announcement} />
      {previous && !answer && !nav.pending ? (
        <div
          className="rounded-lg border border-slate-200 p-4 text-sm"
          data-testid="navigator-previous-answer"
        >
          <p className="text-slate-700">{fill(f.lastAnswer, { query: previous.query })}</p>
          <AnswerFeedback answer={previous} />
        </div>
      ) : null}
      {nav.pending ? <PendingStatus /> : null}
      {answer ? (
        <div className="flex flex-col gap-3" data-testid="navigator-answer">
          <div className="rounded-lg bg-slate-100 p-4 text-slate-900">
            <p>{answer.response}</p>
            <AnswerFeedback
              key={answer.answerId ?? answer.query}
              answer={answer}
              onNotHelpful={auto.cancel}
            />
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
          {answer.recommendations.length > 0 ? (
            <div>
              <p className="text-sm font-medium text-slate-700">{d.recommendations}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {answer.recommendations.map((name) => (
                  <li key={name}>
                    <button
                      type="button"
                      onClick={() => onNavigate(`/${name}`)}
                      className="rounded-full border border-slate-200 bg-white px-4 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      {sectionLabel(name)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
