import { dehydrate, QueryClientProvider } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { documentTitle } from "../content/document";
import { escapeHtml, fillTemplate } from "../content/html";
import { resolvePath, type ResolvedPage } from "../content/resolve";
import type { FetchLike } from "./lib/api-fetch";
import { createQueryClient } from "./lib/query-client";
import { edition, sitePath } from "./lib/edition";
import { site } from "./lib/site";
import type { RouteChunks } from "../content/schemas/route-chunks";
import { chunksFor, withRouteChunks } from "./lib/route-chunks";
import { QUERY_STATE_ID } from "./lib/ssr-ids";
import { Root } from "./root";
import { structuredData } from "./structured-data";

export interface RenderResult {
  status: 200 | 404;
  html: string;
  page: ResolvedPage;
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export function renderHead(page: ResolvedPage): string {
  const title = escapeHtml(documentTitle(page));
  const description = escapeHtml(page.description);
  // Absolute URLs of the page in each edition: the canonical is this edition's own, and both editions list both
  // (and the English one as x-default), so search engines pair them.
  const urlIn = (prefix: string) => {
    const p = prefix === "" ? page.canonical : page.canonical === "/" ? prefix : `${prefix}${page.canonical}`;
    return escapeHtml(`${site.siteUrl}${p}`);
  };
  const url = urlIn(edition.prefix);
  const indexable = page.status === 200 && !page.route.noindex;
  const english = edition.locale === "en" ? edition.prefix : edition.other.prefix;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.hubTitle)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="${edition.ogLocale}" />`,
    `<meta property="og:locale:alternate" content="${edition.other.ogLocale}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (indexable) {
    tags.push(
      `<link rel="alternate" hreflang="${edition.locale}" href="${url}" />`,
      `<link rel="alternate" hreflang="${edition.other.locale}" href="${urlIn(edition.other.prefix)}" />`,
      `<link rel="alternate" hreflang="x-default" href="${urlIn(english)}" />`,
    );
  } else tags.push(`<meta name="robots" content="noindex" />`);
  const ld = page.status === 200 ? structuredData(page, site) : null;
  // A data block, not a script: the CSP's script-src does not apply to it.
  if (ld) tags.push(`<script type="application/ld+json">${scriptJson(ld)}</script>`);
  return tags.join("\n    ");
}

/**
 * Render one path to a complete HTML document. `fetch` answers the page's API queries (the prerender script and
 * the server pass one that calls the API in-process), so the document carries its data for hydration. With
 * `chunks` (the build's dist/ssr/route-chunks.json) the document lists the page's code chunks for the page script.
 */
export async function render(
  path: string,
  template: string,
  fetchImpl: FetchLike,
  chunks?: RouteChunks,
): Promise<RenderResult> {
  const page = resolvePath(path);
  const queryClient = createQueryClient(fetchImpl);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <Root ssrPath={sitePath(page.path)} />
    </QueryClientProvider>,
    {
      // React outlines Suspense content beyond 12,800 bytes into inline <script> swaps ($RC), which the CSP
      // (script-src 'self') blocks: keep every boundary inline so a long page is plain HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  const body = await new Response(prelude).text();
  if (errors.length > 0) {
    throw new Error(`Rendering ${path} failed: ${errors.map(String).join("; ")}`, { cause: errors[0] });
  }
  const state = dehydrate(queryClient);
  const stateTag =
    state.queries.length > 0
      ? `<script type="application/json" id="${QUERY_STATE_ID}">${scriptJson(state)}</script>`
      : "";
  const html = fillTemplate(withRouteChunks(template, chunks ? chunksFor(chunks, page) : []), {
    "app-head": renderHead(page),
    "app-html": body,
    "app-state": stateTag,
  });
  queryClient.clear();
  return { status: page.status, html, page };
}
