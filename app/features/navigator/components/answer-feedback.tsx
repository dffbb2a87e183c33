import { useId, useRef, useState, type FormEvent } from "react";
import { fill } from "../../../../content/fill";
import { navigatorFeedbackMessages as f } from "../../../../content/messages/navigator";
import { MAX_FEEDBACK_COMMENT_LENGTH } from "../../../../content/navigator/constants";
import { buttonClass } from "../../../components/ui/button";
import { sendFeedback } from "../api/feedback";
import type { ChatAnswer } from "../hooks/use-navigator";
import { feedbackStore } from "../lib/feedback-store";

type Step = "ask" | "comment" | "done" | "failed";

/**
 * "Was this helpful?" under an answer. Yes sends at once; No sends at once too (so a visitor who leaves still
 * counts) and then offers an optional comment, which updates the same verdict. `onNotHelpful` lets the drawer stop
 * its auto-navigation: the visitor just said the page is not what they wanted. Results are announced politely.
 */
export function AnswerFeedback({ answer, onNotHelpful }: { answer: ChatAnswer; onNotHelpful?: () => void }) {
  const id = useId();
  const { answerId, sessionId } = answer;
  const [step, setStep] = useState<Step>(() =>
    answerId && feedbackStore.isRated(answerId) ? "done" : "ask",
  );
  const [comment, setComment] = useState("");
  const commentRef = useRef<HTMLTextAreaElement>(null);
  if (!answerId) return null;

  const send = (helpful: boolean, text?: string) =>
    sendFeedback({ sessionId, answerId, helpful, ...(text ? { comment: text } : {}) }).then(
      () => true,
      () => false,
    );

  const yes = () => {
    feedbackStore.markRated(answerId);
    setStep("done");
    void send(true).then((ok) => !ok && setStep("failed"));
  };
  const no = () => {
    feedbackStore.markRated(answerId);
    onNotHelpful?.();
    setStep("comment");
    void send(false).then((ok) => !ok && setStep("failed"));
    // The field appears with this render; focus it once it is there.
    requestAnimationFrame(() => commentRef.current?.focus());
  };
  const submitComment = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    setStep("done");
    if (text) void send(false, text).then((ok) => !ok && setStep("failed"));
  };

  return (
    <div className="mt-3 border-t border-slate-200 pt-3 text-sm" data-testid="navigator-feedback">
      {step === "ask" ? (
        <div role="group" aria-labelledby={`${id}-q`} className="flex flex-wrap items-center gap-2">
          <span id={`${id}-q`} className="text-slate-700">
            {f.question}
          </span>
          <button type="button" onClick={yes} className={buttonClass("secondary")}>
            {f.yes}
          </button>
          <button type="button" onClick={no} className={buttonClass("secondary")}>
            {f.no}
          </button>
        </div>
      ) : null}
      {step === "comment" ? (
        <form onSubmit={submitComment} className="flex flex-col gap-2">
          <label htmlFor={`${id}-comment`} className="font-medium text-slate-800">
            {f.commentLabel}
          </label>
          <textarea
            id={`${id}-comment`}
            ref={commentRef}
            value={comment}
            maxLength={MAX_FEEDBACK_COMMENT_LENGTH}
            rows={2}
            aria-describedby={`${id}-count`}
            onChange={(event) => setComment(event.target.value)}
            className="w-full rounded-md border border-slate-300 bg-white p-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span id={`${id}-count`} className="text-slate-600">
              {fill(f.commentCount, {
                count: String(comment.length),
                max: String(MAX_FEEDBACK_COMMENT_LENGTH),
              })}
            </span>
            <div className="flex gap-2">
              <button type="button" onClick={() => setStep("done")} className={buttonClass("secondary")}>
                {f.skip}
              </button>
              <button type="submit" className={buttonClass("primary")}>
                {f.send}
              </button>
            </div>
          </div>
        </form>
      ) : null}
      <p role="status" className={step === "done" || step === "failed" ? "text-slate-700" : "sr-only"}>
        {step === "done" ? f.thanks : step === "failed" ? f.failed : ""}
      </p>
    </div>
  );
}
