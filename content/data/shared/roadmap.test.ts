import { describe, expect, it } from "vitest";
import { roadmapProjects as ko } from "../../ko/data/roadmap";
import { roadmapProjects as en } from "../roadmap";
import { roadmapOf, sharedRoadmapProjects } from "./roadmap";

const english = {
  period: (a: number, b: number) => `${a}-${b}`,
  date: (y: number, q?: number) => `${q ?? ""}/${y}`,
};

describe("the roadmap's schedule, written once", () => {
  it("gives both editions the same statuses and dates, each in its own style", () => {
    const phases = (list: typeof en) => list.flatMap((p) => p.phases);
    const milestones = (list: typeof en) => phases(list).flatMap((p) => p.milestones);
    expect(milestones(ko).map((m) => m.status)).toEqual(milestones(en).map((m) => m.status));
    expect(en[0]?.phases[0]?.milestones[0]?.date).toBe("Q3 2019");
    expect(ko[0]?.phases[0]?.milestones[0]?.date).toBe("2019년 3분기");
    expect(en[2]?.phases[2]?.milestones[2]?.date).toBe("2027");
    expect(ko[2]?.phases[2]?.milestones[2]?.date).toBe("2027년");
    expect(ko[0]?.phases[0]?.period).toBe("2019~2021년");
  });

  it("refuses words that do not fit the schedule: a phase or a milestone too many or too few", () => {
    const text = Object.fromEntries(
      sharedRoadmapProjects.map((p) => [
        p.id,
        {
          name: p.id,
          goal: p.id,
          phases: p.schedule.map((s) => ({ name: "", summary: "", milestones: s.milestones.map(() => "") })),
        },
      ]),
    ) as unknown as Parameters<typeof roadmapOf>[0];
    expect(roadmapOf(text, english)).toHaveLength(sharedRoadmapProjects.length);
    const fewerPhases = {
      ...text,
      "moduli-chain": { ...text["moduli-chain"], phases: text["moduli-chain"].phases.slice(1) },
    };
    expect(() => roadmapOf(fewerPhases, english)).toThrow(/moduli-chain/);
    const [first, ...rest] = text["pqc-migration"].phases;
    const extraMilestone = {
      ...text,
      "pqc-migration": {
        ...text["pqc-migration"],
        phases: [{ ...first!, milestones: [...first!.milestones, "x"] }, ...rest],
      },
    };
    expect(() => roadmapOf(extraMilestone, english)).toThrow(/pqc-migration/);
  });
});
