import { Link } from "wouter";
import { ui } from "../../content/messages/ui";
import type { PageProps } from "../router/lazy-page";

export default function NotFoundPage({ page }: PageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{ui.notFound.title}</h1>
      <p className="mt-4 text-slate-700">{ui.notFound.hint}</p>
      <p className="mt-2 font-mono text-sm text-slate-600">{page.path}</p>
      <Link
        href="/"
        className="mt-8 inline-block rounded-md bg-indigo-700 px-4 py-2 font-medium text-white hover:bg-indigo-800"
      >
        {ui.notFound.backHome}
      </Link>
    </div>
  );
}
