import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { editionOf } from "../../content/editions";
import { LOCALES, type Locale } from "../../content/locales";
import { parseRouteChunks, ROUTE_CHUNKS_FILE, type RouteChunks } from "../../content/schemas/route-chunks";
import { SECURITY_TXT_PATH, securityTxtWarning } from "../../content/security-txt";
import { injectFetch } from "../lib/inject-fetch";
import { allowStyleHashes } from "../security/headers";
import { loadPages, pageLoader, type PageFile } from "./page-store";

type RenderFn = (
  path: string,
  template: string,
  fetchImpl: ReturnType<typeof injectFetch>,
  chunks?: RouteChunks,
) => Promise<{ status: number; html: string }>;

export interface WebOptions {
  /** dist/client: prerendered pages and assets. */
  clientDir: string;
  /**
   * dist/ssr: the English edition's server render module and HTML template (dist/ssr/ko the Korean one's), used for
   * pages that are not prerendered (404s).
   */
  ssrDir: string;
}

/** An edition's server render module, loaded the first time a page that was not prerendered is asked for. */
interface RenderModule {
  render: RenderFn;
  template: string;
  chunks: RouteChunks | undefined;
}

/** An edition's renderer for pages that were not prerendered, and its static 404 page. */
interface EditionRenderer {
  /** The render module, or null when the build has none or it failed to load (the static 404 page is served). */
  module: () => Promise<RenderModule | null>;
  notFoundPage: PageFile | null;
}

/**
 * The render module is imported on first use, not at start-up: it is the whole app with its content (each edition
 * adds about 7 MB to the server's resident memory), and it only renders the 404 of a path that was not
 * prerendered. The first such page in a process waits for the import; a failed import is logged once and the static
 * 404 page served from then on.
 */
function loadRenderer(
  app: FastifyInstance,
  clientDir: string,
  ssrDir: string,
  prefix: string,
  loadPage: (file: string) => PageFile,
): EditionRenderer {
  const notFoundFile = path.join(clientDir, prefix, "404.html");
  const templateFile = path.join(ssrDir, "template.html");
  const entryFile = path.join(ssrDir, "entry-server.js");
  const chunksFile = path.join(ssrDir, ROUTE_CHUNKS_FILE);
  let loading: Promise<RenderModule | null> | undefined;
  const load = async (): Promise<RenderModule | null> => {
    if (!existsSync(templateFile) || !existsSync(entryFile)) return null;
    try {
      const { render } = (await import(pathToFileURL(entryFile).href)) as { render: RenderFn };
      return {
        render,
        template: readFileSync(templateFile, "utf8"),
        // Without the file a rendered 404 still works: its page's code is then requested by the app itself.
        chunks: existsSync(chunksFile)
          ? parseRouteChunks(readFileSync(chunksFile, "utf8"), chunksFile)
          : undefined,
      };
    } catch (error) {
      app.log.error(
        { err: error, entryFile },
        "the server render module failed to load; 404s use the static page",
      );
      return null;
    }
  };
  return {
    module: () => (loading ??= load()),
    notFoundPage: existsSync(notFoundFile) ? loadPage(notFoundFile) : null,
  };
}

const HASHED_ASSET = /^\/assets\//;
const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

function pickEncoding(request: FastifyRequest): "br" | "gzip" | null {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageFile, status = 200): FastifyReply {
  reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "Accept-Encoding")
    .header("etag", page.etag);
  // The security headers' CSP (set for every answer) allows no inline style; a page's own are added by hash.
  const csp = reply.getHeader("content-security-policy");
  if (typeof csp === "string" && page.styleHashes.length > 0)
    reply.header("content-security-policy", allowStyleHashes(csp, page.styleHashes));
  if (status === 200 && request.headers["if-none-match"] === page.etag) return reply.status(304).send();
  const encoding = pickEncoding(request);
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(encoding === "br" ? page.br : encoding === "gzip" ? page.gz : page.raw());
}

/**
 * Serves the prerendered site: pages from memory (ETag, br/gzip), files through @fastify/static with their
 * precompressed siblings, and a real 404 page for anything else (rendered for its path when the SSR module is
 * present, so an unknown detail id gets its own helpful not-found state).
 */
export async function registerWebRoutes(
  app: FastifyInstance,
  options: WebOptions,
): Promise<{ pageCount: number }> {
  const loadPage = pageLoader(options.clientDir);
  const pages = loadPages(options.clientDir, loadPage);
  const renderers = {} as Record<Locale, EditionRenderer>;
  for (const locale of LOCALES) {
    const prefix = locale === "en" ? "" : `/${locale}`;
    renderers[locale] = loadRenderer(
      app,
      options.clientDir,
      path.join(options.ssrDir, prefix),
      prefix,
      loadPage,
    );
  }
  const fetchImpl = injectFetch(app);

  await app.register(fastifyStatic, {
    root: options.clientDir,
    serve: false,
    preCompressed: true,
    index: false,
    setHeaders(res, filePath) {
      const rel = `/${path.relative(options.clientDir, filePath).split(path.sep).join("/")}`;
      res.header(
        "cache-control",
        HASHED_ASSET.test(rel) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      );
    },
  });

  // RFC 9116's file lives in a dot directory, which the static file handler never serves: it has routes of its own,
  // and the legacy top-level address redirects to it.
  const securityTxtFile = path.join(options.clientDir, SECURITY_TXT_PATH);
  if (existsSync(securityTxtFile)) {
    const securityTxt = readFileSync(securityTxtFile, "utf8");
    const warning = securityTxtWarning(securityTxt, new Date());
    if (warning) app.log.warn(warning);
    app.get(SECURITY_TXT_PATH, async (_request, reply) =>
      reply
        .header("content-type", "text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=0, must-revalidate")
        .send(securityTxt),
    );
    app.get("/security.txt", async (_request, reply) => reply.redirect(SECURITY_TXT_PATH, 301));
  }

  // A path of the Korean edition (/ko/...) gets the Korean 404 page, anything else the English one.
  const sendNotFound = async (request: FastifyRequest, reply: FastifyReply, sitePath: string) => {
    const { edition, path: pagePath } = editionOf(sitePath);
    const { module, notFoundPage } = renderers[edition.locale];
    const renderer = path.extname(pagePath) ? null : await module();
    if (renderer) {
      try {
        const rendered = await renderer.render(pagePath, renderer.template, fetchImpl, renderer.chunks);
        return reply
          .status(404)
          .header("content-type", "text/html; charset=utf-8")
          .header("cache-control", "no-cache")
          .send(rendered.html);
      } catch (error) {
        request.log.error({ err: error }, "404 render failed; serving the static 404 page");
      }
    }
    if (notFoundPage) return sendPage(request, reply, notFoundPage, 404);
    return reply
      .status(404)
      .send({ error: "Not Found", message: "The site has not been built: run npm run build." });
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    if (isApiPath(pathname)) {
      return reply
        .status(404)
        .send({ error: "Not Found", message: `No API endpoint ${request.method} ${pathname}` });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send({ error: "Not Found", message: `Cannot ${request.method} ${pathname}` });
    }
    return sendNotFound(request, reply, pathname);
  });

  app.get("/*", async (request, reply) => {
    const [pathname = "/", query] = request.url.split("?", 2);
    if (isApiPath(pathname)) {
      return reply
        .status(404)
        .send({ error: "Not Found", message: `No API endpoint ${request.method} ${pathname}` });
    }
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const target = pathname.replace(/\/+$/, "") || "/";
      return reply.redirect(query === undefined ? target : `${target}?${query}`, 301);
    }
    let decoded: string;
    try {
      decoded = decodeURI(pathname);
    } catch {
      return sendNotFound(request, reply, "/404");
    }
    const page = pages.get(decoded);
    if (page) return sendPage(request, reply, page);
    if (path.posix.extname(decoded) && !decoded.endsWith(".html")) {
      return reply.sendFile(decoded.slice(1));
    }
    return sendNotFound(request, reply, decoded);
  });

  return { pageCount: pages.size };
}
