import { MODULI_CHAIN_MAINNET_LIVE } from "../moduli-chain-status";
import type { MilestoneStatus, ProjectStatus, RoadmapPhase, RoadmapProject } from "../roadmap";

/** A milestone's date: a quarter ("2019-Q3") or, when only the year is set, the year ("2027"). */
export type MilestoneWhen = `${number}-Q${1 | 2 | 3 | 4}` | `${number}`;

/** A phase's years (first and last) and its milestones' dates and statuses, in the phase's order. */
export interface PhaseSchedule {
  years: readonly [from: number, to: number];
  milestones: readonly { when: MilestoneWhen; status: MilestoneStatus }[];
}

/**
 * What both editions say alike of each roadmap project, in the roadmap's order: its status, research technologies,
 * and the schedule of its phases (each edition writes the names, summaries and milestone titles, in the same order,
 * and its own way of writing a date: content/data/roadmap.ts and its Korean sibling).
 */
export const sharedRoadmapProjects = [
  {
    id: "moduli-chain",
    status: MODULI_CHAIN_MAINNET_LIVE ? "Live" : "Development",
    technologyIds: ["blockchain-privacy", "zero-knowledge-proofs", "secure-multi-party-computation"],
    schedule: [
      {
        years: [2019, 2021],
        milestones: [
          { when: "2019-Q3", status: "done" },
          { when: "2021-Q2", status: "done" },
        ],
      },
      {
        years: [2022, 2023],
        milestones: [
          { when: "2022-Q2", status: "done" },
          { when: "2023-Q1", status: "done" },
        ],
      },
      {
        years: [2024, 2026],
        milestones: [
          { when: "2024-Q4", status: "done" },
          { when: "2026-Q3", status: "in-progress" },
          { when: "2027", status: "planned" },
        ],
      },
    ],
  },
  {
    id: "torus-fhe-platform",
    status: "Active",
    technologyIds: ["homomorphic-encryption", "privacy-preserving-machine-learning"],
    schedule: [
      { years: [2020, 2021], milestones: [{ when: "2021-Q4", status: "done" }] },
      {
        years: [2022, 2024],
        milestones: [
          { when: "2022-Q3", status: "done" },
          { when: "2024-Q2", status: "done" },
        ],
      },
      {
        years: [2025, 2026],
        milestones: [
          { when: "2025-Q2", status: "done" },
          { when: "2026-Q4", status: "in-progress" },
        ],
      },
    ],
  },
  {
    id: "pqc-migration",
    status: "Development",
    technologyIds: ["post-quantum-cryptography"],
    schedule: [
      {
        years: [2017, 2023],
        milestones: [
          { when: "2017", status: "done" },
          { when: "2022-Q3", status: "done" },
        ],
      },
      {
        years: [2024, 2025],
        milestones: [
          { when: "2024-Q4", status: "done" },
          { when: "2025-Q2", status: "done" },
        ],
      },
      {
        years: [2026, 2027],
        milestones: [
          { when: "2026-Q1", status: "done" },
          { when: "2026-Q4", status: "in-progress" },
          { when: "2027", status: "planned" },
        ],
      },
    ],
  },
] as const satisfies readonly (Pick<RoadmapProject, "id" | "technologyIds"> & {
  status: ProjectStatus;
  schedule: readonly PhaseSchedule[];
})[];

/** A project's fields in the order the navigator reads them in. */
export const ROADMAP_PROJECT_FIELDS = [
  "id",
  "name",
  "status",
  "goal",
  "technologyIds",
  "phases",
] as const satisfies readonly (keyof RoadmapProject)[];

type ProjectId = (typeof sharedRoadmapProjects)[number]["id"];

/** An edition's words for one project: its phases in the schedule's order, each milestone's title in order. */
export interface RoadmapProjectText {
  name: string;
  goal: string;
  phases: readonly { name: string; summary: string; milestones: readonly string[] }[];
}

/** How an edition writes a phase's years and a milestone's date. */
export interface RoadmapDates {
  period(from: number, to: number): string;
  date(year: number, quarter: number | undefined): string;
}

/**
 * One edition's roadmap: the shared statuses, technologies and schedule (above) with the
 * edition's words and date style. A phase or milestone without words, or words for none, throws (the build and the
 * unit tests load both editions). Keys are in the order the navigator reads them in.
 */
/* @__NO_SIDE_EFFECTS__ */
export function roadmapOf(
  text: Readonly<Record<ProjectId, RoadmapProjectText>>,
  dates: RoadmapDates,
): RoadmapProject[] {
  return sharedRoadmapProjects.map(({ schedule, ...shared }) => {
    const own = text[shared.id];
    if (own.phases.length !== schedule.length)
      throw new Error(
        `"${shared.id}": ${own.phases.length} phases of text for ${schedule.length} in the schedule`,
      );
    const phases = schedule.map((timing, i): RoadmapPhase => {
      const words = own.phases[i]!;
      if (words.milestones.length !== timing.milestones.length)
        throw new Error(`"${shared.id}" phase ${i + 1}: milestone titles do not match the schedule`);
      return {
        name: words.name,
        period: dates.period(timing.years[0], timing.years[1]),
        summary: words.summary,
        milestones: timing.milestones.map(({ when, status }, j) => ({
          title: words.milestones[j]!,
          date: dateOf(when, dates),
          status,
        })),
      };
    });
    const project: RoadmapProject = { ...shared, name: own.name, goal: own.goal, phases };
    return Object.fromEntries(
      ROADMAP_PROJECT_FIELDS.map((f) => [f, project[f]]),
    ) as unknown as RoadmapProject;
  });
}

function dateOf(when: MilestoneWhen, dates: RoadmapDates): string {
  const [year = "", quarter] = when.split("-Q");
  return dates.date(Number(year), quarter === undefined ? undefined : Number(quarter));
}
