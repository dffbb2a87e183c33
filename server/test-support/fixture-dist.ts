import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The inline style of the fixture's Korean page (a prerendered Korean page carries its font that way). */
export const FIXTURE_PAGE_STYLE = '@font-face{font-family:"Page";src:url(data:font/woff2;base64,AAAA)}';

/** A security.txt valid for a long time yet (the build writes a real one). */
export const FIXTURE_SECURITY_TXT =
  "Contact: mailto:contact@nullspace.example\nExpires: 2099-01-01T00:00:00Z\n";

/**
 * A miniature build (three pages, one with an inline style, a hashed asset with a gzip sibling, a public file, a 404 page) so server tests can
 * exercise the web layer without running the real build.
 */
export function createFixtureDist(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "fixture-dist-"));
  const client = path.join(dir, "client");
  mkdirSync(path.join(client, "research"), { recursive: true });
  mkdirSync(path.join(client, "assets"), { recursive: true });
  mkdirSync(path.join(client, "ko"), { recursive: true });
  writeFileSync(path.join(client, "ko/index.html"), `<style>${FIXTURE_PAGE_STYLE}</style><h1>홈</h1>`);
  writeFileSync(path.join(client, "index.html"), "<h1>Home</h1>");
  writeFileSync(path.join(client, "research/index.html"), "<h1>Research</h1>");
  writeFileSync(path.join(client, "404.html"), "<h1>404 Page Not Found</h1>");
  const js = "console.log('hashed asset');".repeat(20);
  writeFileSync(path.join(client, "assets/app-abc123.js"), js);
  writeFileSync(path.join(client, "assets/app-abc123.js.gz"), gzipSync(js));
  writeFileSync(path.join(client, "robots.txt"), "User-agent: *\n");
  mkdirSync(path.join(client, ".well-known"));
  writeFileSync(path.join(client, ".well-known/security.txt"), FIXTURE_SECURITY_TXT);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
