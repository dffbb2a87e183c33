/** Visible text of the visit history (home slide-in panel and the drawer's History tab). */
export const historyMessages = {
  openPanel: "History",
  panelTitle: "Recently visited",
  panelDescription: "Pages you opened in this tab. The list is cleared when you leave the site.",
  close: "Close the history panel",
  listLabel: "Visited pages",
  empty: "No pages visited yet.",
  archive: "Archive {title}",
  clearAll: "Clear all",
  justNow: "Just now",
  minutesAgo: { one: "1 minute ago", other: "{n} minutes ago" },
  hoursAgo: { one: "1 hour ago", other: "{n} hours ago" },
  daysAgo: { one: "1 day ago", other: "{n} days ago" },
} as const;

export type HistoryMessages = typeof historyMessages;
