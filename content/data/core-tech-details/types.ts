/**
 * Long-form content of the core technology detail pages, keyed by core technology id. Separate from core-tech.ts
 * so that the shell's entry chunk (which imports the registry and its item lists) stays small.
 */
export interface Parameter {
  label: string;
  value: string;
}

export interface CoreTechDetail {
  overview: string;
  howItWorks: readonly string[];
  parameters: readonly Parameter[];
  standards: readonly string[];
  /** Open-source project ids that implement this technology. */
  openSource: readonly string[];
  /**
   * Solution ids built on this technology: the inverse of SolutionDetail.coreTech, derived in
   * content/data/shared/core-tech-details.ts so that this page need not load every solution's long form.
   */
  usedBy: readonly string[];
}
