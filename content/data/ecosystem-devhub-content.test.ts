import { beforeAll, describe, expect, it } from "vitest";
import { coreTechListSchema, openSourceProjectListSchema, solutionListSchema } from "../schemas/entities";
import { coreTechDetails as coreTechKind } from "../details/core-tech";
import { loadAllDetails, type DetailKind } from "../details/kind";
import { openSourceDetails as openSourceKind } from "../details/opensource";
import { solutionDetails as solutionKind } from "../details/solutions";
import { useCaseDetails as useCaseKind } from "../details/use-cases";
import type { CoreTechDetail } from "./core-tech-details/types";
import { coreTechnologies } from "./core-tech";
import { featuredTechnologies, journeySteps } from "./devhub";
import { sdkPlatforms } from "./devhub-docs";
import type { OpenSourceDetail } from "./opensource-details/types";
import { openSourceInstall } from "./opensource-install";
import { openSourceProjects } from "./opensource";
import type { SolutionDetail } from "./solution-details/types";
import { solutions } from "./solutions";
import type { UseCaseDetail } from "./use-case-details/types";
import { useCases } from "./use-cases";

const coreIds = new Set(coreTechnologies.map((t) => t.id));
const projectIds = new Set(openSourceProjects.map((p) => p.id));

/** Every English long form of a kind of the registry, keyed by id. */
async function loadAll<T>(kind: DetailKind<T>): Promise<Record<string, T>> {
  const all = await loadAllDetails(kind);
  return Object.fromEntries(Object.entries(all).map(([id, texts]) => [id, texts.en]));
}

let solutionDetails: Record<string, SolutionDetail> = {};
let coreTechDetails: Record<string, CoreTechDetail> = {};
let useCaseDetails: Record<string, UseCaseDetail> = {};
let openSourceDetails: Record<string, OpenSourceDetail> = {};
beforeAll(async () => {
  [solutionDetails, coreTechDetails, useCaseDetails, openSourceDetails] = await Promise.all([
    loadAll<SolutionDetail>(solutionKind),
    loadAll<CoreTechDetail>(coreTechKind),
    loadAll<UseCaseDetail>(useCaseKind),
    loadAll<OpenSourceDetail>(openSourceKind),
  ]);
});

describe("ecosystem content", () => {
  it("passes the entity schemas the API validates at boot", () => {
    expect(() => solutionListSchema.parse(solutions)).not.toThrow();
    expect(() => coreTechListSchema.parse(coreTechnologies)).not.toThrow();
    expect(() => openSourceProjectListSchema.parse(openSourceProjects)).not.toThrow();
  });

  it("keeps the Ecosystem page's order rules: a featured first solution with 4+ tags, then 3 recent ones", () => {
    expect(solutions[0]?.tags.length).toBeGreaterThanOrEqual(4);
    expect(solutions.length).toBeGreaterThanOrEqual(4);
    expect(coreTechnologies.length).toBeGreaterThanOrEqual(4);
  });

  it("has long-form content for every solution, core technology and project", () => {
    for (const s of solutions) expect(solutionDetails[s.id], s.id).toBeDefined();
    for (const t of coreTechnologies) expect(coreTechDetails[t.id], t.id).toBeDefined();
    for (const p of openSourceProjects) {
      expect(openSourceDetails[p.id], p.id).toBeDefined();
      expect(openSourceInstall[p.id]?.code, p.id).toBeTruthy();
    }
  });

  it("only cross-references ids that exist", () => {
    for (const d of Object.values(solutionDetails))
      for (const id of d.coreTech) expect(coreIds).toContain(id);
    for (const d of Object.values(coreTechDetails))
      for (const id of d.openSource) expect(projectIds).toContain(id);
    for (const d of Object.values(openSourceDetails))
      for (const id of d.coreTech) expect(coreIds).toContain(id);
  });
});

describe("devhub content", () => {
  it("has the three journey steps in order and three featured technologies that exist", () => {
    expect(journeySteps.map((s) => s.title)).toEqual(["Join Program", "Explore Hub", "Build & Deploy"]);
    expect(featuredTechnologies).toHaveLength(3);
    for (const f of featuredTechnologies) expect(coreIds).toContain(f.coreTechId);
  });

  it("keeps the four original use-case slugs, each with its long form and known technologies", () => {
    const slugs = useCases.map((u) => u.slug);
    for (const slug of [
      "encrypted-credit-scoring",
      "private-medical-analytics",
      "quantum-safe-vpn",
      "zk-identity-verification",
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const u of useCases) {
      expect(useCaseDetails[u.slug], u.slug).toBeDefined();
      for (const id of u.coreTech) expect(coreIds).toContain(id);
    }
  });

  it("documents at least five SDK platforms, each with install and sample code", () => {
    expect(sdkPlatforms.length).toBeGreaterThanOrEqual(5);
    for (const p of sdkPlatforms) {
      expect(p.install.code.trim()).not.toBe("");
      expect(p.sample.code.split("\n").length).toBeGreaterThan(3);
    }
  });
});
