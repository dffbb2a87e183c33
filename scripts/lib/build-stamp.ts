import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { siteEnvSchema } from "../../content/site-env";

/** What the build depends on: sources, config, the lock file and the env values baked into the client. */
const INPUTS = [
  "content",
  "app",
  "server",
  "scripts",
  "public",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
];

export const STAMP_FILE = "dist/build-stamp.json";

function files(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(entry, d.name);
    // public/fonts is the build's own output (scripts/lib/fonts.ts), not an input.
    if (d.isDirectory()) return full.endsWith(path.join("public", "fonts")) ? [] : files(full);
    return /\.test\.tsx?$/.test(d.name) ? [] : [full];
  });
}

export function computeBuildStamp(
  root: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap((i) => files(path.join(root, i))).sort()) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  for (const key of Object.keys(siteEnvSchema.shape).sort()) hash.update(`${key}=${env[key] ?? ""}\0`);
  return hash.digest("hex");
}

export function readBuildStamp(root: string): string | null {
  try {
    return (
      (JSON.parse(readFileSync(path.join(root, STAMP_FILE), "utf8")) as { stamp?: string }).stamp ?? null
    );
  } catch {
    return null;
  }
}
