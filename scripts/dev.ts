import { spawn } from "node:child_process";

/** `npm run dev`: the API (tsx watch) on API_PORT and Vite with HMR on PORT, proxying /api to it. */
const apiPort = process.env.API_PORT ?? "5001";
const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", NODE_ENV: "development" },
  }),
  spawn("npx", ["vite", "--port", process.env.PORT ?? "5000"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
