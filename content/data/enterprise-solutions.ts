/**
 * The words of the enterprise detail pages around each solution's own content (content/data/enterprise-details,
 * one module per solution, loaded with its page).
 */
export const enterpriseDetailText = {
  coreFeaturesHeading: "Core features",
  useCasesHeading: "Use cases",
  architectureHeading: "Architecture overview",
  diagramLabel: "Architecture diagram of {name}, from applications down to storage",
  allSolutions: "All enterprise solutions",
  unknown: "This enterprise solution does not exist.",
} as const;
