/**
 * The long form of a research technology's page (/research/technologies/{id}), one module per technology and
 * language: technologies.ts, which lists them, is in every research page; a technology page loads only its own.
 */
export interface TechnologyDetail {
  overview: string;
  howItWorks: readonly string[];
  /** Standards and named schemes the technology rests on. */
  standards: readonly string[];
  applications: readonly string[];
  /** Ids of related core technologies (content/data/core-tech.ts, /ecosystem/core-tech/{id}). */
  relatedCoreTech: readonly string[];
}
