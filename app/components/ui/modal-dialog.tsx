import { X } from "./icons";
import { useDeferredValue, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { cn } from "../../lib/cn";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  /** Classes of the panel: where it sits and how it slides in. */
  panelClassName: string;
  /** Focused when the dialog opens (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes when the dialog closes: the given element, `"opener"` (what had focus when it opened, the
   * default), or `false` (leave it: the visitor is going to another page, whose <main> takes focus).
   */
  returnFocus?: () => HTMLElement | "opener" | false;
  testId?: string;
  /**
   * True while the content's code is on its way: the frame (title, close button) is up at once and shows
   * `children` (a loading line); focus moves into the content when it arrives, unless the visitor has moved it.
   */
  loading?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>` element (`showModal()`): the rest of the page is inert, the panel
 * sits in the top layer, Escape closes it, and opening it costs one small render. (Radix Dialog cost 100-170 ms of
 * script at 4x CPU on the first open, mostly its focus scope, dismissable layer and presence machinery; measured in
 * docs/performance.md.) What the element does not do itself is added here: Tab and Shift+Tab wrap inside the panel,
 * a click outside the panel closes it, focus returns where `returnFocus` says, and the page behind does not scroll
 * (`html[data-modal-open]` in styles.css; a `:has(dialog[open])` selector made every open restyle the whole page).
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  panelClassName,
  initialFocus,
  returnFocus,
  testId,
  loading = false,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  // The panel (title, close button) renders with the click; its content right after, at transition priority, so
  // the dialog is on screen before the content's first render (a form, tabs) has run.
  const contentShown = useDeferredValue(open, false) && open;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement;
    const root = document.documentElement;
    root.setAttribute("data-modal-open", "");
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (!document.querySelector("dialog[open]")) root.removeAttribute("data-modal-open");
      const target = returnFocusRef.current?.() ?? "opener";
      if (target === false) return;
      const element = target === "opener" ? opener.current : target;
      if (element instanceof HTMLElement && element.isConnected) element.focus();
    };
  }, [open]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !contentShown || loading) return;
    const content = dialog.querySelector("[data-dialog-content]");
    // Content that arrives after the frame takes focus only from the frame (its close button), never from a
    // control the visitor has reached in the meantime.
    if (content?.contains(document.activeElement)) return;
    (initialFocus?.current ?? content?.querySelector<HTMLElement>(`:is(${FOCUSABLE})`))?.focus();
  }, [contentShown, initialFocus, loading]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: React owns the open state, so close through it.
        event.preventDefault();
        onOpenChange(false);
      }}
      onClick={(event) => {
        // The dialog element covers the viewport; only a click outside the panel lands on it directly.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      onKeyDown={onKeyDown}
      className="m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-slate-900/40"
    >
      {open ? (
        <div
          className={cn(
            "relative flex flex-col gap-4 overflow-y-auto bg-white p-6 shadow-lg",
            panelClassName,
          )}
        >
          <div>
            <h2 id={titleId} className="pr-8 text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-2 text-sm text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
          <div data-dialog-content className="contents" aria-busy={loading || undefined}>
            {contentShown ? children : null}
          </div>
          {/* Last in the tab order, first on screen (top right): focus starts in the content. */}
          <button
            type="button"
            aria-label={closeLabel}
            onClick={() => onOpenChange(false)}
            className="absolute right-3 top-3 rounded-md p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}

/** A dialog's body while its code is on its way (see `loading`). */
export function DialogLoading({ label }: { label: string }) {
  return (
    <p role="status" className="text-sm text-slate-500" data-dialog-loading>
      {label}
    </p>
  );
}
