/**
 * The name of the list that follows, for screen readers only. An `aria-label` on a list is announced by few screen
 * readers (and HTML validators advise against naming elements without an interactive or landmark role), so the
 * name is text read just before the list.
 */
export function ListLabel({ children }: { children: string }) {
  return <p className="sr-only">{children}</p>;
}
