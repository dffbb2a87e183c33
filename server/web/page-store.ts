import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inlineStyleHashes } from "../security/headers";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";

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
 * The build's `.br` or `.gz` file for a page, used only if it inflates to the page itself: a stale file left next to
 * a newer page would serve the old page under the new page's ETag (and clients without gzip are served the gzip
 * variant inflated). Otherwise, or when there is none, the page is compressed afresh. Checking both variants of all
 * 144 pages adds about 25 ms to start-up (loading them took 15-19 ms without the check, 40-45 ms with it).
 */
function readVariant(file: string, suffix: ".br" | ".gz", raw: Buffer): Buffer {
  const compressed = `${file}${suffix}`;
  if (existsSync(compressed)) {
    const stored = readFileSync(compressed);
    if (inflatesTo(stored, suffix, raw)) return stored;
  }
  return suffix === ".br"
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(raw, { level: 6 });
}

function inflatesTo(stored: Buffer, suffix: ".br" | ".gz", raw: Buffer): boolean {
  try {
    return (suffix === ".br" ? brotliDecompressSync(stored) : gunzipSync(stored)).equals(raw);
  } catch {
    return false;
  }
}

export function loadPageFile(file: string): PageFile {
  const raw = readFileSync(file);
  const gz = readVariant(file, ".gz", raw);
  return {
    br: readVariant(file, ".br", raw),
    gz,
    etag: `"${createHash("sha1").update(raw).digest("base64url").slice(0, 22)}"`,
    styleHashes: inlineStyleHashes(raw.toString("utf8")),
    raw: () => gunzipSync(gz),
  };
}

/** Every `<dir>/index.html` under the client build, keyed by its route path ("/", "/research", ...). */
export function loadPages(clientDir: string): Map<string, PageFile> {
  const pages = new Map<string, PageFile>();
  if (!existsSync(clientDir)) return pages;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(rel === "" ? "/" : `/${rel}`, loadPageFile(full));
      }
    }
  };
  walk(clientDir);
  return pages;
}
