// @ts-check
// Plain JavaScript on purpose: `npm start` checks the build with plain node (scripts/start.mjs), without loading a
// TypeScript loader into the process that then serves the site.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

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

/** @param {string} entry @returns {string[]} */
function files(entry) {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(entry, d.name);
    // public/fonts is the build's own output (scripts/lib/fonts.ts), not an input.
    if (d.isDirectory()) return full.endsWith(path.join("public", "fonts")) ? [] : files(full);
    return /\.test\.tsx?$/.test(d.name) ? [] : [full];
  });
}

/**
 * A hash of every input file and of the build-time environment variables named in `envKeys` (the build passes
 * the keys of the site's env schema and records them in the stamp, so this plain-JS check needs no TypeScript).
 * @param {string} root
 * @param {readonly string[]} envKeys
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function computeBuildStamp(root, envKeys, env = process.env) {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap((i) => files(path.join(root, i))).sort()) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  for (const key of [...envKeys].sort()) hash.update(`${key}=${env[key] ?? ""}\0`);
  return hash.digest("hex");
}

/**
 * The stamp the last build wrote, or null when there is none (or it is unreadable).
 * @param {string} root
 * @returns {{ stamp: string; envKeys: string[] } | null}
 */
export function readBuildStamp(root) {
  try {
    const data = JSON.parse(readFileSync(path.join(root, STAMP_FILE), "utf8"));
    const { stamp, envKeys } = data ?? {};
    if (typeof stamp !== "string" || !Array.isArray(envKeys)) return null;
    return { stamp, envKeys: envKeys.map(String) };
  } catch {
    return null;
  }
}

/**
 * True when dist/ holds a server bundle built from exactly the current inputs. A change to the list of env keys
 * changes content/site-env.ts, an input, so checking with the recorded keys is enough.
 * @param {string} root
 * @param {Record<string, string | undefined>} [env] the environment the build would run in (a benchmark checks the
 *   one it starts `npm start` with)
 * @returns {boolean}
 */
export function isBuildCurrent(root, env = process.env) {
  if (!existsSync(path.join(root, "dist/server/main.js"))) return false;
  const recorded = readBuildStamp(root);
  return recorded !== null && recorded.stamp === computeBuildStamp(root, recorded.envKeys, env);
}
