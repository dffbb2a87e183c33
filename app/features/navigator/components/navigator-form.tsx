import { buttonClass } from "../../../components/ui/button";
import { ArrowUp } from "../../../components/ui/icons";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { navigatorMessages as m } from "../../../../content/messages/navigator";
import { earlyReady } from "../../../lib/early";

interface NavigatorFormProps {
  id: string;
  /** The rotating example under the field: a line that wraps, where a placeholder would be cut off on a phone. */
  hint: string;
  pending: boolean;
  /** Called with the raw text; the navigator hook trims it and decides whether to send. */
  onSubmit: (query: string) => void;
  /** Called on every edit (the drawer cancels a pending auto-navigation). */
  onEdit?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The query input. Enter submits, except while an IME composition is in progress: Korean input commits its last
 * syllable with Enter, and that Enter must not send the half-typed query.
 *
 * The form is prerendered and may be typed or pasted into before its code runs; the page script holds an Enter or
 * Ask pressed then and replays it as a submit once the form is hydrated (`data-early`), and the form takes over
 * whatever text the field already holds.
 */
export function NavigatorForm({ id, hint, pending, onSubmit, onEdit, inputRef }: NavigatorFormProps) {
  const [value, setValue] = useState("");
  const composing = useRef(false);
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const blank = value.trim() === "";

  // Text typed or pasted before hydration is in the field but not in state yet.
  useLayoutEffect(() => {
    const typed = ref.current?.value ?? "";
    if (typed !== "") setValue(typed);
  }, [ref]);

  // A disabled input loses focus; give it back when the answer arrives, unless the visitor moved elsewhere.
  const wasPending = useRef(pending);
  useEffect(() => {
    if (
      wasPending.current &&
      !pending &&
      (!document.activeElement || document.activeElement === document.body)
    ) {
      ref.current?.focus();
    }
    wasPending.current = pending;
  }, [pending, ref]);

  // The field, not the state: a submit replayed right after hydration comes before the state has caught up.
  const send = () => {
    const text = ref.current?.value ?? value;
    if (text.trim() !== "" && !pending) onSubmit(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Chrome and Firefox flag the committing Enter with isComposing; let the IME have it.
    if (event.nativeEvent.isComposing || composing.current) return;
    event.preventDefault();
    // Safari sends the committing Enter after compositionend, recognisable only by keyCode 229.
    if (event.keyCode === 229) return;
    send();
  };

  return (
    <form
      ref={earlyReady}
      data-early="navigator-form"
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {m.inputLabel}
        </label>
        <input
          id={id}
          ref={ref}
          type="text"
          value={value}
          disabled={pending}
          placeholder={m.placeholder}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          enterKeyHint="go"
          maxLength={500}
          onChange={(event) => {
            setValue(event.target.value);
            onEdit?.();
          }}
          onKeyDown={onKeyDown}
          onCompositionStart={() => (composing.current = true)}
          onCompositionEnd={() => (composing.current = false)}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
        <button type="submit" disabled={pending || blank} className={buttonClass("primary")}>
          <ArrowUp className="h-4 w-4" aria-hidden="true" />
          {m.submit}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600" data-testid="navigator-hint">
        {hint}
      </p>
    </form>
  );
}
