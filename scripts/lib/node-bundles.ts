import { build, type Metafile } from "esbuild";
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
  });
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
