import { Check, Copy } from "../ui/icons";
import { useEffect, useState } from "react";
import { devhubMessages as m } from "../../../content/messages/devhub";
import { fill } from "../../../content/fill";
import { toast } from "../toast/toast-store";
import { copyText } from "./copy-text";

/** How long the button says "Copied" before it resets. */
const RESET_MS = 2000;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const onClick = async () => {
    if (await copyText(text)) {
      setCopied(true);
    } else {
      toast({ title: m.code.copyFailed, description: m.code.copyFailedBody, variant: "destructive" });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      aria-label={fill(m.code.copyLabel, { label })}
      className="inline-flex items-center gap-1.5 rounded-md border border-slate-600 px-2.5 py-1 text-xs font-medium text-slate-100 transition hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-300"
    >
      {copied ? (
        <Check className="h-3.5 w-3.5" aria-hidden="true" />
      ) : (
        <Copy className="h-3.5 w-3.5" aria-hidden="true" />
      )}
      <span aria-live="polite">{copied ? m.code.copied : m.code.copy}</span>
    </button>
  );
}
