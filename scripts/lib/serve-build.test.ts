import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serverNodeFlags } from "./serve-build";

describe("serverNodeFlags", () => {
  it("reads the node options of the server command from npm start's script", () => {
    expect(serverNodeFlags("node scripts/start.mjs && exec node dist/server/main.js")).toEqual([]);
    expect(
      serverNodeFlags(
        "node scripts/start.mjs && exec node --max-semi-space-size=4 --foo=bar dist/server/main.js",
      ),
    ).toEqual(["--max-semi-space-size=4", "--foo=bar"]);
    expect(() => serverNodeFlags("tsx scripts/start.ts")).toThrow(/does not exec node/);
  });

  it("understands this package's own start script", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
    expect(() => serverNodeFlags(scripts.start)).not.toThrow();
  });
});
