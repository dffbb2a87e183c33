/** Visible UI text of the shell. A Korean edition is a second object of the same type. */
export const ui = {
  loading: "Loading...",
  skipToContent: "Skip to content",
  header: {
    homeLabel: "Nullspace Hub home",
    /** The header\'s shortcut to the home page. */
    homeShortcut: "Home",
    shortcutsLabel: "Sections",
    breadcrumbLabel: "Breadcrumb",
    navigatorButton: "AI NAVIGATOR",
  },
  home: {
    sectionsHeading: "Explore the hub",
    /** A home tile's call to action; {section} is the section's name. */
    tileCta: "Open {section}",
  },
  toast: {
    /** Radix fills {hotkey} with the viewport hotkey (F8). */
    regionLabel: "Notifications ({hotkey})",
    toastLabel: "Notification",
    close: "Dismiss notification",
  },
  notFound: {
    title: "404 Page Not Found",
    hint: "Did you forget to add the page to the router? Every route lives in content/routes.ts.",
    detailHint: "No {kind} has the id \u201c{id}\u201d.",
    backHome: "Back to Home",
    browseAll: "Browse all {kind}",
  },
  errors: {
    pageTitle: "This page could not be loaded",
    pageLead:
      "Something went wrong while loading it. Your connection may have dropped, or the site was just updated.",
    /** Shown above the request's own error text (the status code and the server's answer). */
    details: "Details:",
    retry: "Try again",
    reload: "Reload the page",
    island: "This part of the page could not be loaded.",
  },
  footer: {
    rights: "\u00a9 {year} Nullspace. All rights reserved.",
  },
} as const;

export type UiMessages = typeof ui;
