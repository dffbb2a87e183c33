import { createHash } from "node:crypto";
import { absolutePath, editions } from "../../content/editions";
import { escapeHtml } from "../../content/html";
import type { Locale } from "../../content/locales";
import { relayMessages } from "../../content/messages/relay";

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}h1{font-size:1.5rem}a{color:#4338ca}li{margin:.25rem 0}";

/** The page's own CSP: nothing but its one inline style block, allowed by hash (no 'unsafe-inline'). */
export const RELAY_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * A small self-contained HTML answer for failed form posts, in the form's language: the visitor's browser navigated
 * to the relay, so a JSON body would be a dead end. No script, no external asset (works under a strict CSP).
 */
export function relayErrorPage(
  locale: Locale,
  title: string,
  lead: string,
  problems: readonly string[],
): string {
  const r = relayMessages[locale];
  const list = problems.length ? `<ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul>` : "";
  const home = absolutePath(editions[locale], "/");
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(lead)}</p>${list}
<p>${escapeHtml(r.back)} · <a href="${home}">Nullspace Hub</a></p></main></body></html>`;
}
