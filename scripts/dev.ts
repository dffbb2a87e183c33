import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** `npm run dev`: the API (tsx watch) on API_PORT and Vite with HMR on PORT, proxying /api to it. */
const apiPort = process.env.API_PORT ?? "5001";
// The packages' own executables rather than npx, so a SIGTERM reaches the process that serves: npx did not pass
// it on, and the API server kept its port after the dev script had stopped.
const start = (bin: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess =>
  spawn(path.resolve("node_modules/.bin", bin), args, { stdio: "inherit", env: { ...process.env, ...env } });
const children = [
  start("tsx", ["watch", "server/main.ts"], { PORT: apiPort, HOST: "127.0.0.1", NODE_ENV: "development" }),
  // The "runner" config loader, as the build uses (scripts/build.ts): Vite's default one warns about the config's
  // extensionless TypeScript imports.
  start("vite", ["--configLoader", "runner", "--port", process.env.PORT ?? "5000"], { API_PORT: apiPort }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
