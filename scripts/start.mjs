// @ts-check
// `npm start` runs `node scripts/start.mjs && exec node dist/server/main.js`: this check, in plain node, builds
// only when dist/ is missing or stale, and exits. The shell then replaces itself with a plain node process
// serving the build, so no TypeScript loader, build tool or wrapper process stays resident beside the server.
import { spawnSync } from "node:child_process";
import { isBuildCurrent } from "./lib/build-stamp.mjs";

const root = process.cwd();
/** The build runs TypeScript through tsx, a devDependency: a production install (npm ci --omit=dev) has none. */
function hasBuildTools() {
  try {
    import.meta.resolve("tsx");
    return true;
  } catch {
    return false;
  }
}

if (!isBuildCurrent(root)) {
  if (!hasBuildTools()) {
    console.error(
      "[start] dist/ is missing or does not match the sources, and the build tools are not installed " +
        "(npm ci --omit=dev). Build with the devDependencies (npm ci && npm run build), or deploy a dist/ " +
        "built elsewhere and run node dist/server/main.js.",
    );
    process.exit(1);
  }
  console.log("[start] build missing or stale: building first");
  const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  if (!isBuildCurrent(root)) {
    console.error("[start] the build finished but dist/ still does not match the sources");
    process.exit(1);
  }
}
