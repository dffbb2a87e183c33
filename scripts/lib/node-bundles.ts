import { build, type Metafile } from "esbuild";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What production runs with plain node, each bundled by the build from its TypeScript source into `dist/`: the server
 * and the two operational commands (`npm run inquiries`, `npm run navigator:report`, started by scripts/run-built.mjs).
 * Packages stay external, installed by `npm ci --omit=dev`: production needs no TypeScript runner and no build tool.
 */
export const NODE_ENTRIES: Readonly<Record<string, string>> = {
  "server/main": "server/main.ts",
  "scripts/inquiries": "scripts/inquiries.ts",
  "scripts/navigator-report": "scripts/navigator-report.ts",
};

/**
 * Every character above U+00FF written as a `\u` escape (two for one beyond U+FFFF): the same program, since the
 * bundle holds such characters only in comments, strings and regular expressions, where an escape means the
 * character itself.
 * Why: V8 keeps a script's source for as long as the script lives, one byte a character when every character fits
 * in one and two bytes otherwise. The server's 2.2 MB bundle held 80 Korean characters (in comments esbuild keeps
 * inside object literals, and in regular expressions), and held 4.2 MB of the server's memory for them.
 */
export function latin1Only(code: string): string {
  return code.replace(/[\u0100-\u{10ffff}]/gu, (c) => {
    let escaped = "";
    for (let i = 0; i < c.length; i++) escaped += `\\u${c.charCodeAt(i).toString(16).padStart(4, "0")}`;
    return escaped;
  });
}

/** Bundles each entry to `<outdir>/<name>.js` (ES modules for Node 20); the metafile lists what each imports. */
export async function bundleNodeEntries(
  root: string,
  outdir: string,
  entries: Readonly<Record<string, string>> = NODE_ENTRIES,
): Promise<Metafile> {
  const result = await build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
    metafile: true,
    write: false,
  });
  for (const file of result.outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    writeFileSync(file.path, latin1Only(file.text));
  }
  return result.metafile;
}

/** The packages a bundle loads at run time (static or dynamic imports left external), Node's own modules aside. */
export function runtimePackages(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const input of Object.values(metafile.inputs))
    for (const { path: specifier, external } of input.imports) {
      if (!external || specifier.startsWith("node:")) continue;
      const [scope = "", name = ""] = specifier.split("/");
      names.add(scope.startsWith("@") ? `${scope}/${name}` : scope);
    }
  return [...names].sort();
}
