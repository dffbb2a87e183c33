import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { processTreeRss } from "./process-rss";

describe("processTreeRss", () => {
  it.runIf(process.platform === "linux")(
    "counts a process and the child it started, with their resident memory",
    async () => {
      // A parent that starts a child and prints the child's pid, then both wait.
      const parent = spawn(
        process.execPath,
        [
          "-e",
          `const c = require("node:child_process").spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
           console.log(c.pid); setTimeout(() => {}, 30000);`,
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      let childPid = 0;
      try {
        childPid = await new Promise<number>((resolve) =>
          parent.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
        );
        const tree = processTreeRss(parent.pid ?? 0);
        expect(tree.pids).toEqual([parent.pid, childPid]);
        const alone = processTreeRss(childPid);
        expect(alone.pids).toEqual([childPid]);
        // Two node processes weigh more than one of them, and each is tens of megabytes.
        expect(tree.bytes).toBeGreaterThan(alone.bytes);
        expect(alone.bytes).toBeGreaterThan(10 * 1_048_576);
      } finally {
        if (childPid) process.kill(childPid, "SIGKILL");
        parent.kill("SIGKILL");
      }
    },
  );
});
