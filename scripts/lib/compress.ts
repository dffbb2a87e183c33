import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { digestOf, manifestKey, precompressedManifest } from "../../server/web/page-store";

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest|pdf)$/;

/**
 * Write `.br` and `.gz` siblings (max compression) for every compressible file worth compressing, and the manifest of
 * what each was made from (the server uses a page's variants only when the page still has that digest).
 */
export function precompress(dir: string): { files: number } {
  const digests: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= 256) {
        const raw = readFileSync(full);
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${full}.gz`, gzipSync(raw, { level: 9 }));
        digests[manifestKey(dir, full)] = digestOf(raw);
      }
    }
  };
  walk(dir);
  writeFileSync(precompressedManifest(dir), `${JSON.stringify(digests)}\n`);
  return { files: Object.keys(digests).length };
}
