import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { coreTechnologies } from "../../content/data/core-tech";
import { openSourceProjects } from "../../content/data/opensource";
import { solutions } from "../../content/data/solutions";

const palette = ["#312e81", "#0f766e", "#9d174d", "#1e40af", "#854d0e", "#166534", "#6b21a8", "#9a3412"];

/** A monogram SVG per entity, generated from content so every `logoUrl` resolves to a real file. */
export function writeLogos(clientDir: string): number {
  const entities = [...solutions, ...coreTechnologies, ...openSourceProjects];
  for (const [i, e] of entities.entries()) {
    const file = path.join(clientDir, e.logoUrl);
    mkdirSync(path.dirname(file), { recursive: true });
    const letters = e.name
      .replace(/[^A-Za-z0-9]/g, "")
      .slice(0, 2)
      .toUpperCase();
    const color = palette[i % palette.length] ?? "#312e81";
    writeFileSync(
      file,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${e.name}"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="41" font-family="system-ui,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">${letters}</text></svg>\n`,
    );
  }
  return entities.length;
}
