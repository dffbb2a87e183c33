/**
 * Types of the solution detail pages' long form, one module per solution id. Kept apart from solutions.ts,
 * which the route registry pulls into the shell's entry chunk; these load only with the detail page.
 */
export interface Feature {
  title: string;
  body: string;
}

export interface SolutionDetail {
  overview: string;
  features: readonly Feature[];
  howItWorks: readonly string[];
  useCases: readonly string[];
  /** Core technology ids this solution is built on. */
  coreTech: readonly string[];
  /** The platform page of the Service portal, when there is one. */
  servicePath?: string;
}
