// @ts-check
// `npm run inquiries` and `npm run navigator:report` run the build's compiled copy of the command (dist/scripts/,
// bundled like the server by scripts/build.ts) with plain node, so a production install needs no TypeScript runner.
// Usage: node scripts/run-built.mjs <command> [arguments...]; the command sees its arguments as if run directly.
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const [command = "", ...args] = process.argv.slice(2);
const file = fileURLToPath(new URL(`../dist/scripts/${command}.js`, import.meta.url));
if (!/^[a-z][a-z-]*$/.test(command) || !existsSync(file)) {
  console.error(
    `${file} is missing: build first (npm run build, with the devDependencies installed), ` +
      "or deploy the dist/ directory built elsewhere.",
  );
  process.exit(1);
}
process.argv = [process.argv[0] ?? "node", file, ...args];
await import(pathToFileURL(file).href);
