/**
 * Labels of the inner pages' chat panel toggle. A module of its own so the header chunk, which shows the toggle on
 * every inner page, does not carry the rest of the navigator's text (content/messages/navigator.ts).
 */
export const chatPanelMessages = {
  show: "Show chat",
  hide: "Hide chat",
  region: "AI navigator chat",
} as const;
