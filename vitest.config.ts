import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ["{app,content,server,scripts,eval}/**/*.test.{ts,tsx}"],
      environment: "node",
      setupFiles: ["./tests/setup/fail-on-console-error.ts"],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
);
