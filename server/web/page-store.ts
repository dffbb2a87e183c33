import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inlineStyleHashes } from "../security/headers";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { z } from "zod";

/**
 * A prerendered page held in memory as its precompressed variants. The uncompressed page (4.3 MB for all of them)
 * is not kept: browsers and crawlers ask for br or gzip, and the rare client that accepts neither gets the gzip
 * variant inflated for it (about 0.1 ms for a page).
 */
export interface PageFile {
  br: Buffer;
  gz: Buffer;
  etag: string;
  /** Digests of its inline styles, which its CSP allows (a Korean page's own font). */
  styleHashes: readonly string[];
  /** The page uncompressed. */
  raw(): Buffer;
}

/**
 * The build's record of what each precompressed file was made from: the path below the client directory
 * ("ko/research/index.html") and the digest of the file's content. It lies beside the client directory, out of the
 * static file handler's reach.
 */
export const precompressedManifest = (clientDir: string): string =>
  path.join(
    path.dirname(path.resolve(clientDir)),
    `${path.basename(path.resolve(clientDir))}-precompressed.json`,
  );

const manifestSchema = z.record(z.string(), z.string());

/** A file's digest as the manifest records it. */
export const digestOf = (raw: Buffer): string => createHash("sha256").update(raw).digest("base64url");

/** Each precompressed file's digest, keyed by its path below `clientDir`; empty when the manifest is missing or bad. */
export function readPrecompressed(clientDir: string): ReadonlyMap<string, string> {
  const file = precompressedManifest(clientDir);
  if (!existsSync(file)) return new Map();
  try {
    return new Map(Object.entries(manifestSchema.parse(JSON.parse(readFileSync(file, "utf8")))));
  } catch {
    return new Map();
  }
}

/**
 * A page's build variants (`.br`, `.gz`) are used only when the manifest says they were made from this very page:
 * a stale file left next to a newer page would serve the old page under the new page's ETag. Otherwise, or when
 * there are none, the page is compressed afresh.
 * Why a digest and not a check that each variant inflates to the page: inflating every variant of all 148 pages at
 * start-up left about 11 MB of the server's resident memory in the C allocator's heap for good (the inflated copies
 * and the decoders' buffers are freed, but between buffers that stay).
 */
function variants(file: string, raw: Buffer, vouched: boolean): { br: Buffer; gz: Buffer } {
  if (vouched && existsSync(`${file}.br`) && existsSync(`${file}.gz`))
    return { br: readFileSync(`${file}.br`), gz: readFileSync(`${file}.gz`) };
  return {
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gz: gzipSync(raw, { level: 6 }),
  };
}

/** A page and its variants; `digest` is the manifest's entry for it (undefined when it has none). */
export function loadPageFile(file: string, digest: string | undefined): PageFile {
  const raw = readFileSync(file);
  const own = digestOf(raw);
  const { br, gz } = variants(file, raw, digest === own);
  return {
    br,
    gz,
    etag: `"${own.slice(0, 22)}"`,
    styleHashes: inlineStyleHashes(raw.toString("utf8")),
    raw: () => gunzipSync(gz),
  };
}

/** The manifest's key for a file below the client directory. */
export const manifestKey = (clientDir: string, file: string): string =>
  path.relative(clientDir, file).split(path.sep).join("/");

/** Loads a page below `clientDir`, with the build's variants where the build's manifest vouches for them. */
export function pageLoader(clientDir: string): (file: string) => PageFile {
  const digests = readPrecompressed(clientDir);
  return (file) => loadPageFile(file, digests.get(manifestKey(clientDir, file)));
}

/** Every `<dir>/index.html` under the client build, keyed by its route path ("/", "/research", ...). */
export function loadPages(clientDir: string, load = pageLoader(clientDir)): Map<string, PageFile> {
  const pages = new Map<string, PageFile>();
  if (!existsSync(clientDir)) return pages;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = manifestKey(clientDir, dir);
        pages.set(rel === "" ? "/" : `/${rel}`, load(full));
      }
    }
  };
  walk(clientDir);
  return pages;
}
