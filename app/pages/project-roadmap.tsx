import { roadmapProjects } from "../../content/data/roadmap";
import { researchMessages } from "../../content/messages/research";
import { fill } from "../../content/fill";
import { PageHeader } from "../components/page/page-header";
import { RoadmapProjectCard } from "../components/research/roadmap-project";
import type { PageProps } from "../router/lazy-page";

export default function ProjectRoadmapPage({ page }: PageProps) {
  return (
    <>
      <PageHeader
        title={page.title}
        lead={fill(researchMessages.roadmap.lead, { count: roadmapProjects.length })}
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-12">
        {roadmapProjects.map((project) => (
          <RoadmapProjectCard key={project.id} project={project} />
        ))}
      </div>
    </>
  );
}
