import { coreTechnologies } from "../../../content/data/core-tech";
import { papers } from "../../../content/data/papers";
import { RESEARCH_YEARS, standardsContributions } from "../../../content/data/research";
import { roadmapProjects } from "../../../content/data/roadmap";
import { technologies } from "../../../content/data/technologies";

export interface ResearchCounts {
  technologies: number;
  papers: number;
  projects: number;
  years: number;
  coreTech: number;
  standards: number;
  liveMainnets: number;
}

/** Every research figure is counted from content, so a new paper or project updates the cards by itself. */
export function researchCounts(): ResearchCounts {
  return {
    technologies: technologies.length,
    papers: papers.length,
    projects: roadmapProjects.length,
    years: RESEARCH_YEARS,
    coreTech: coreTechnologies.length,
    standards: standardsContributions.length,
    liveMainnets: roadmapProjects.filter((p) => p.status === "Live").length,
  };
}
