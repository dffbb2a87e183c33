import { CopyButton } from "./copy-button";

/** A dark code block with its language and a copy-to-clipboard button. */
export function CodeBlock({ language, code, title }: { language: string; code: string; title?: string }) {
  const label = title ?? language;
  return (
    <figure className="overflow-hidden rounded-xl bg-slate-900 shadow-sm" data-testid="code-block">
      <figcaption className="flex items-center justify-between gap-3 border-b border-slate-700 px-4 py-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-slate-300">{label}</span>
        <CopyButton text={code} label={label} />
      </figcaption>
      <pre
        tabIndex={0}
        className="overflow-x-auto p-4 text-sm leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-300"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
