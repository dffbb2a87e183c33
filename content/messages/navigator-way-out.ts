/**
 * After the drawer took the visitor to a page by itself: the answer's other pages wait at the bottom of that page,
 * so a visitor who sees on arrival that it is not the page they wanted has a way out without asking again. A module
 * of its own: only the drawer's chunk uses it, and text added to the navigator's shared messages module would
 * travel with every page's first load.
 */
export const navigatorWayOutMessages = {
  /** The bar's name for assistive technology. */
  label: "Other pages for your question",
  /** Above the pages: the question asked, so the pages make sense. */
  asked: "You asked “{query}”. Not the page you wanted? You may mean:",
  dismiss: "Hide these pages",
  /** Announced once the bar is there. */
  announce: "Not the page you wanted? Other pages for your question are at the bottom of the page.",
} as const;
