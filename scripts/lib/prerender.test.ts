import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { allPages } from "../../content/resolve";
import { routes } from "../../content/routes";
import { ROUTE_CHUNKS_FILE } from "../../content/schemas/route-chunks";
import { prerenderAll } from "./prerender";

/** A stand-in for the SSR bundle: renders every page with the solutions the data API answers. */
const ENTRY_SERVER = `
export async function render(path, template, fetchImpl) {
  const res = await fetchImpl("/api/solutions");
  const solutions = await res.json();
  const html = template.replace("<!--app-html-->", () => "<h1>" + path + "</h1><p>" + solutions.length + " solutions</p>");
  return { status: path === "/404" ? 404 : 200, html };
}
`;

const dirs: string[] = [];
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fixtureDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "prerender-"));
  dirs.push(dist);
  mkdirSync(path.join(dist, "client"), { recursive: true });
  const pages = Object.fromEntries([...routes.map((r) => r.page), "not-found"].map((key) => [key, []]));
  for (const ssr of ["ssr", "ssr/ko"]) {
    mkdirSync(path.join(dist, ssr), { recursive: true });
    writeFileSync(
      path.join(dist, ssr, "template.html"),
      "<!doctype html><html><body><!--app-html--></body></html>",
    );
    writeFileSync(path.join(dist, ssr, "entry-server.js"), ENTRY_SERVER);
    writeFileSync(path.join(dist, ssr, ROUTE_CHUNKS_FILE), JSON.stringify({ pages, header: [] }));
  }
  return dist;
}

describe("prerenderAll", () => {
  it("renders every page of both editions with the data API's answers and never touches the inquiry store or the mail server", async () => {
    const dist = fixtureDist();
    const dataDir = mkdtempSync(path.join(tmpdir(), "prerender-data-"));
    dirs.push(dataDir);
    // Hosts that cannot answer: opening the store or starting the outbox would fail or hang the build.
    process.env.DATABASE_URL = "postgres://nobody:nothing@127.0.0.1:9/none";
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    process.env.DATA_DIR = dataDir;

    const { pages } = await prerenderAll(dist);

    expect(pages).toBe(2 * (allPages().length + 1));
    expect(existsSync(path.join(dist, "client/ko/research/index.html"))).toBe(true);
    expect(existsSync(path.join(dist, "client/ko/index.html"))).toBe(true);
    expect(existsSync(path.join(dist, "client/ko/404.html"))).toBe(true);
    const research = readFileSync(path.join(dist, "client/research/index.html"), "utf8");
    expect(research).toMatch(/<h1>\/research<\/h1><p>\d+ solutions<\/p>/);
    expect(existsSync(path.join(dist, "client/404.html"))).toBe(true);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
