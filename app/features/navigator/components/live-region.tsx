/**
 * A polite live region holding only text: screen readers announce the navigator's state changes (pending, the
 * answer) once, without reading the buttons that come with the visible answer. Always mounted, so that changes to
 * it are announced.
 */
export function LiveRegion({ message }: { message: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="navigator-live">
      {message}
    </div>
  );
}
