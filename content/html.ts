/**
 * The two helpers every piece of HTML the site assembles as text goes through: the prerender and the server's
 * 404 render (app/entry-server.tsx), the relay's error page and the inquiry mails (server/inquiries/). One of each,
 * so no copy can escape less than another.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** `text` safe in element content and in single- or double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * Fills each `<!--name-->` marker of `template` with its value, verbatim. (`String.replace` with a string would
 * expand `$&`, `` $` `` and `$'` in the value: a URL path containing them once duplicated the whole document.) Each
 * marker must occur exactly once, so a template and its values cannot drift apart silently.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  let html = template;
  for (const [name, value] of Object.entries(values)) {
    const marker = `<!--${name}-->`;
    const at = html.indexOf(marker);
    if (at === -1 || html.indexOf(marker, at + 1) !== -1)
      throw new Error(`the template must contain ${marker} exactly once`);
    html = html.slice(0, at) + value + html.slice(at + marker.length);
  }
  return html;
}
