import { useRef } from "react";
import { useLocation } from "wouter";
import { fill } from "../../../../content/fill";
import { navigatorBoxMessages as box } from "../../../../content/messages/navigator";
import { buttonClass } from "../../../components/ui/button";
import { followSitePath } from "../../../lib/edition";
import { useNavigatorChat } from "../hooks/use-navigator-chat";
import { AnswerChoices } from "./answer-choices";
import { AnswerBody, Conversation } from "./conversation";

/** The home box's helper phrase rotates every 8 s (docs/product.md lists the product's timings). */
export const HOME_PHRASE_PERIOD_MS = 8000;

/**
 * The navigator inline (home box, inner pages' chat panel). A confident answer is confirmed with 'Yes, take me
 * there', its other pages shown below in case it is the wrong one; an unsure one offers its pages to choose from.
 * Either is dismissed with 'No, let me try again', which clears the answer and returns to the field.
 */
export function InlineNavigator({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const chat = useNavigatorChat((path) => followSitePath(navigate, path));
  const { nav, answer, plan } = chat;
  const destination = plan.destination;
  const question =
    answer && destination ? fill(box.question, { page: answer.suggestedPage || destination }) : "";
  const tryAgain = (
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
  );

  return (
    <Conversation
      chat={chat}
      phrases={box.helperPhrases}
      periodMs={HOME_PHRASE_PERIOD_MS}
      inputRef={inputRef}
      line={question}
      className="flex flex-col gap-3"
    >
      {answer ? (
        <div className="rounded-lg border border-slate-200 bg-indigo-50 p-4" data-testid="navigator-answer">
          <AnswerBody answer={answer}>
            {destination ? (
              <>
                <p className="mt-3 font-medium text-slate-900">{question}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => {
                      nav.reset();
                      followSitePath(navigate, destination);
                    }}
                    className={buttonClass("primary")}
                  >
                    {box.yes}
                  </button>
                  {tryAgain}
                </div>
                {plan.others.length > 0 ? (
                  <AnswerChoices
                    choices={plan.others}
                    onChoose={chat.choose}
                    headingLevel={headingLevel}
                    others
                  />
                ) : null}
              </>
            ) : plan.choices.length > 0 ? (
              <>
                <AnswerChoices choices={plan.choices} onChoose={chat.choose} headingLevel={headingLevel} />
                <div className="mt-3">{tryAgain}</div>
              </>
            ) : null}
          </AnswerBody>
        </div>
      ) : null}
    </Conversation>
  );
}
