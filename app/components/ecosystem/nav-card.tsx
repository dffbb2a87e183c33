import { ArrowRight, type IconComponent } from "../ui/icons";
import { Link } from "wouter";

/** A large entry card (e.g. Explore Ecosystem, Developer Program) linking to another page. */
export function NavCard({
  href,
  icon: Icon,
  title,
  body,
  cta,
}: {
  href: string;
  icon: IconComponent;
  title: string;
  body: string;
  cta: string;
}) {
  return (
    <Link
      href={href}
      className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <Icon className="h-8 w-8 text-indigo-700" aria-hidden="true" />
      <span className="mt-4 text-xl font-semibold text-slate-900">{title}</span>
      <span className="mt-2 flex-1 text-slate-700">{body}</span>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-700">
        {cta}
        <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </Link>
  );
}
