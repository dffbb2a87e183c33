import { CheckList, StepList } from "../ecosystem/text-blocks";
import { Section } from "../ui/section";

/** The bodies detail pages give as data: a paragraph, check-marked statements or numbered steps. */
type Body = { text: string } | { checks: readonly string[] } | { steps: readonly string[] };

/** A titled section of a detail page whose body is data; other bodies go in a plain `Section`. */
export function DetailSection({ id, title, ...body }: { id: string; title: string } & Body) {
  return (
    <Section id={id} title={title}>
      {"text" in body ? (
        <p className="max-w-3xl text-slate-800">{body.text}</p>
      ) : "checks" in body ? (
        <CheckList items={body.checks} />
      ) : (
        <StepList steps={body.steps} />
      )}
    </Section>
  );
}
