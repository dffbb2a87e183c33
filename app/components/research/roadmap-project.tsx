import { CircleCheck, CircleDashed, CircleDot, type IconComponent } from "../ui/icons";
import type { MilestoneStatus, RoadmapProject } from "../../../content/data/roadmap";
import { technologies } from "../../../content/data/technologies";
import { researchMessages } from "../../../content/messages/research";
import { StatusBadge } from "./status-badge";

const m = researchMessages.roadmap;
const milestoneIcons: Record<MilestoneStatus, { icon: IconComponent; className: string }> = {
  done: { icon: CircleCheck, className: "text-emerald-700" },
  "in-progress": { icon: CircleDot, className: "text-indigo-700" },
  planned: { icon: CircleDashed, className: "text-slate-500" },
};

/** One roadmap project: goal, technologies, then its phases as a timeline of milestones. */
export function RoadmapProjectCard({ project }: { project: RoadmapProject }) {
  const techNames = technologies.filter((t) => project.technologyIds.includes(t.id)).map((t) => t.name);
  return (
    <article
      aria-labelledby={`${project.id}-title`}
      data-testid="roadmap-project"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${project.id}-title`} className="text-xl font-semibold text-slate-900">
          {project.name}
        </h2>
        <StatusBadge status={project.status} />
      </div>
      <p className="mt-2 text-slate-700">
        <span className="font-medium text-slate-900">{m.goal}: </span>
        {project.goal}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {m.technologies}: {techNames.join(", ")}
      </p>
      <ol className="mt-5 space-y-5 border-l-2 border-indigo-100 pl-5">
        {project.phases.map((phase) => (
          <li key={phase.name}>
            <h3 className="font-semibold text-slate-900">
              {phase.name} <span className="font-normal text-slate-600">({phase.period})</span>
            </h3>
            <p className="mt-1 text-sm text-slate-700">{phase.summary}</p>
            <ul className="mt-2 space-y-1">
              {phase.milestones.map((ms) => {
                const { icon: Icon, className } = milestoneIcons[ms.status];
                return (
                  <li key={ms.title} className="flex items-start gap-2 text-sm text-slate-800">
                    <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${className}`} />
                    <span>
                      {ms.title}{" "}
                      <span className="text-slate-600">
                        ({ms.date}, {m.milestoneStatus[ms.status]})
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </article>
  );
}
