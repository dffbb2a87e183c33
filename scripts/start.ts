import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildAll } from "./build";
import { computeBuildStamp, readBuildStamp } from "./lib/build-stamp";

/** `npm start`: build when the build is missing or stale, then run the production server. */
const root = process.cwd();
const serverEntry = path.join(root, "dist/server/main.js");
if (!existsSync(serverEntry) || readBuildStamp(root) !== computeBuildStamp(root)) {
  console.log("[start] build missing or stale: building first");
  await buildAll(root);
}
await import(pathToFileURL(serverEntry).href);
