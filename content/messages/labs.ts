/** Visible UI text of the Labs page (/labs). The lab's content is in content/data/labs.ts. */
export const labsMessages = {
  operatedBy: "Operated by {operator}",
  missionTitle: "Our mission",
  focusTitle: "Research focus",
  visit: "Visit",
  learnMore: "Learn More",
  /** Read by screen readers after the button text. */
  newTabHint: "the {lab} website (opens in a new tab)",
} as const;
