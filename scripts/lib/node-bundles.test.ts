import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openInquiryStore } from "../../server/inquiries/open-store";
import { tempDataDir } from "../../server/inquiries/test-support";
import { NODE_ENTRIES, bundleNodeEntries, latin1Only, runtimePackages } from "./node-bundles";

const root = path.resolve(import.meta.dirname, "../..");

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Plain node, no loader: what a production install (npm ci --omit=dev) can run. */
function node(args: readonly string[], env: Record<string, string> = {}): Promise<Run> {
  const { DATABASE_URL: _ignored, NODE_OPTIONS: _loader, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: root, env: { ...inherited, ...env }, timeout: 20_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/**
 * A copy of the launcher beside a dist/ holding the compiled commands, laid out as in the repository (inside it, so
 * the bundles' packages resolve from its node_modules as they do from dist/).
 */
const tree = path.join(root, ".tmp", `node-bundles-${randomUUID()}`);
const launcher = path.join(tree, "scripts/run-built.mjs");
const commands = Object.fromEntries(
  Object.entries(NODE_ENTRIES).filter(([name]) => name.startsWith("scripts/")),
);

let imported: string[] = [];

beforeAll(async () => {
  mkdirSync(path.dirname(launcher), { recursive: true });
  copyFileSync(path.join(root, "scripts/run-built.mjs"), launcher);
  // The server too, for its list of packages; only the commands are run.
  imported = runtimePackages(await bundleNodeEntries(root, path.join(tree, "dist")));
}, 60_000);

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe("the bundles' text", () => {
  it("holds no character above U+00FF, and means the same program", () => {
    const code =
      "const o = {\n  // 영지식 증명, 동형암호\n  a: '해요체 “quoted” 😀',\n};\n" +
      "return [o.a, /ㅣㅡ$/.test('가ㅣㅡ'), /😀/u.test('x😀'), `템플릿 ${o.a.length}`];";
    const escaped = latin1Only(code);
    expect([...escaped].every((c) => (c.codePointAt(0) ?? 0) <= 0xff)).toBe(true);
    expect(new Function(escaped)()).toEqual(new Function(code)());
    expect(latin1Only("plain ascii, café")).toBe("plain ascii, café");
  });

  it("as the build writes them, for the server and the commands", () => {
    for (const name of Object.keys(NODE_ENTRIES)) {
      const text = readFileSync(path.join(tree, "dist", `${name}.js`), "utf8");
      expect(
        [...text].filter((c) => (c.codePointAt(0) ?? 0) > 0xff),
        name,
      ).toEqual([]);
    }
  });
});

describe("what production installs", () => {
  it("holds every package the server and the commands load at run time, and nothing else", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    // Built-in modules named without the node: prefix would show up here too: none are.
    expect(imported).toEqual(Object.keys(pkg.dependencies).sort());
  });
});

describe("the operational commands, compiled by the build", () => {
  it("are the two npm scripts, each run through the launcher", async () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.inquiries).toBe("node scripts/run-built.mjs inquiries");
    expect(scripts["navigator:report"]).toBe("node scripts/run-built.mjs navigator-report");
    expect(Object.keys(commands).sort()).toEqual(["scripts/inquiries", "scripts/navigator-report"]);
  });

  it("npm run inquiries lists and deletes with plain node, its arguments passed on", async () => {
    const data = tempDataDir();
    const dataDir = data.dir;
    const store = await openInquiryStore({ dataDir });
    await store.insert({
      id: randomUUID(),
      createdAt: new Date("2026-11-20T09:00:00.000Z"),
      mailbox: "contact@nullspace.example",
      name: "Jane",
      company: "",
      email: "jane@example.com",
      message: "Please call me.",
      context: "",
      subject: "Inquiry",
      template: "table",
      wantsAutoresponse: false,
      locale: "en",
      status: "pending",
      clientIp: "127.0.0.1",
      privacyConsent: true,
      privacyNoticeVersion: "2026-11-26",
    });
    await store.close();

    const listed = await node([launcher, "inquiries", "--json"], { DATA_DIR: dataDir });
    expect(listed.stderr).toBe("");
    expect(listed.code).toBe(0);
    const rows = listed.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { email: string });
    expect(rows.map((r) => r.email)).toEqual(["jane@example.com"]);

    const deleted = await node([launcher, "inquiries", "--delete", "jane@example.com", "--json"], {
      DATA_DIR: dataDir,
    });
    expect(deleted.code).toBe(0);
    expect(JSON.parse(deleted.stdout)).toMatchObject({ deleted: 1 });
    data.remove();
  });

  it("npm run navigator:report keeps its usage and exit codes", async () => {
    const help = await node([launcher, "navigator-report", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: npm run navigator:report");

    const empty = tempDataDir();
    const noStore = await node([launcher, "navigator-report"], { DATA_DIR: empty.dir });
    empty.remove();
    expect(noStore.code).toBe(1);
    expect(noStore.stderr).toContain("No store at");

    const wrong = await node([launcher, "navigator-report", "--days", "zero"]);
    expect(wrong.code).toBe(2);
  });

  it("without a build, the launcher says to build first instead of failing on a missing module", async () => {
    const bare = path.join(tree, "bare/scripts/run-built.mjs");
    mkdirSync(path.dirname(bare), { recursive: true });
    copyFileSync(launcher, bare);
    const run = await node([bare, "inquiries", "--json"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("is missing: build first (npm run build");
    expect(run.stderr).not.toContain("ERR_MODULE_NOT_FOUND");
  });
});
