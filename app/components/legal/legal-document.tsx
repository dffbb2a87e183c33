import type { ReactNode } from "react";

/** One numbered part of a policy page, its heading an anchor of the page's table of contents. */
export function LegalSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

export function LegalList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** The page's table of contents: a link to each section. */
export function LegalContents({
  label,
  sections,
}: {
  label: string;
  sections: readonly { id: string; heading: string }[];
}) {
  return (
    <nav aria-label={label} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 className="text-sm font-semibold text-slate-900">{label}</h2>
      <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="text-indigo-700 underline-offset-2 hover:underline">
              {s.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The site's contact address as a mail link, for the placeholders of policy text. */
export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-indigo-700 underline underline-offset-2">
      {email}
    </a>
  );
}
