import { classroomAnnouncement } from "../../content/data/research";
import { researchMessages } from "../../content/messages/research";
import { PageHeader } from "../components/page/page-header";
import { Badge } from "../components/ui/badge";
import { LinkButton } from "../components/ui/button";
import { Section } from "../components/ui/section";
import type { PageProps } from "../router/lazy-page";

const m = researchMessages.classroom;

export default function OnlineClassroomPage({ page }: PageProps) {
  return (
    <>
      <PageHeader title={page.title} lead={m.lead}>
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          {m.status}: <Badge tone="amber">{classroomAnnouncement.launch}</Badge>
        </p>
      </PageHeader>
      <Section id="courses" title={m.coursesTitle}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {classroomAnnouncement.courses.map((course) => (
            <li key={course.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">{course.title}</h3>
              <Badge tone="indigo" className="mt-2">
                {course.level}
              </Badge>
              <p className="mt-2 text-sm text-slate-700">{course.summary}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="meanwhile" title={m.meanwhileTitle}>
        <p className="text-slate-700">{m.meanwhile}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <LinkButton href="/research/technology-overview">{m.toTechnologies}</LinkButton>
          <LinkButton href="/research/whitepaper-library" variant="secondary">
            {m.toPapers}
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
