/**
 * True when typing "/" in `target` should type a slash rather than open the navigator. Any form field counts
 * (also a checkbox): a cheaper test than listing the text-like input types, and harmless.
 */
export function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** Ctrl+K / Cmd+K anywhere, or "/" outside text fields (the DocSearch convention). */
export function isNavigatorShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "k") return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !isTextField(event.target);
}
