import { useId } from "react";
import { navigatorChoiceMessages as c } from "../../../../content/messages/navigator";
import { buttonClass } from "../../../components/ui/button";
import type { PageChoice } from "../api/types";

/**
 * "Did you mean…?": the pages an unsure answer may mean, best first, as a group named by its heading, one button
 * per page, in reading and tab order. Nothing here takes focus: the visitor moves to the buttons when they choose to.
 * Beside a sure answer the same group, headed as other pages (`others`), is the way out if the answer is wrong;
 * `onEngage` runs when the visitor reaches for it (a pointer down or focus inside), so that a countdown to the sure
 * answer's page stops before it could take the page away under their tap.
 */
export function AnswerChoices({
  choices,
  onChoose,
  headingLevel,
  others = false,
  onEngage,
}: {
  choices: readonly PageChoice[];
  onChoose: (path: string) => void;
  /** The level that fits under the surface's own heading (2 in the chat panel, 3 in the home box and drawer). */
  headingLevel: 2 | 3;
  others?: boolean;
  onEngage?: () => void;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="mt-3"
      data-testid={others ? "navigator-others" : "navigator-choices"}
      onPointerDownCapture={onEngage}
      onFocusCapture={onEngage}
    >
      <Heading id={id} className="font-medium text-slate-900">
        {others ? c.othersHeading : c.heading}
      </Heading>
      <ul className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.path}>
            <button type="button" onClick={() => onChoose(choice.path)} className={buttonClass("secondary")}>
              {choice.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
