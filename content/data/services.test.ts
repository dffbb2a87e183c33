import { describe, expect, it } from "vitest";
import { detailIds, loadAllDetails } from "../details/kind";
import { platformDetails } from "../details/platforms";
import { fill } from "../fill";
import { serviceMessages } from "../messages/service";
import { resolvePath } from "../resolve";
import { routes } from "../routes";
import { MODULI_CHAIN_MAINNET_LIVE } from "./moduli-chain-status";
import { roadmapProjects } from "./roadmap";
import { researchHighlights } from "./research";
import { serviceCards } from "./services";
import { solutions } from "./solutions";

const PLATFORM_IDS = detailIds(platformDetails);
/** Every platform's English content with its id, in the registry's order. */
const loadAllPlatforms = async () =>
  Object.entries(await loadAllDetails(platformDetails)).map(([id, p]) => ({ id, ...p.en }));

describe("services catalogue", () => {
  it("lists the platforms, PrivID and TorusDB as one entry, and the Moduli Chain network", () => {
    expect(serviceCards.map((c) => c.title)).toEqual([
      "CUSP",
      "PrivID / TorusDB",
      "PQC-Function",
      "Tokenis",
      "Epsilon",
      "Moduli Chain",
      "Ledger Actor Fabric",
    ]);
    expect(new Set(serviceCards.map((c) => c.id)).size).toBe(7);
  });

  it("announces on the portal as many platforms as the catalogue has cards leading to a platform page", () => {
    const withPage = serviceCards.filter((c) => resolvePath(c.path).route.page === "platform");
    expect(withPage.map((c) => c.id).sort()).toEqual([...PLATFORM_IDS].sort());
    // The portal counts the registry's platform pages (app/components/service/portal-cards.tsx).
    const platformPages = routes.filter((r) => r.page === "platform").length;
    expect(fill(serviceMessages.portal.servicesCard.count, { count: platformPages })).toBe(
      `${withPage.length} platforms`,
    );
    // The count is never written as a number in the text that surrounds it.
    const { description } = serviceMessages.portal.servicesCard;
    expect(`${description} ${serviceMessages.portal.ctaText}`).not.toMatch(/\d|\bseven\b|\bsix\b/i);
  });

  it("fills every Service card field", () => {
    for (const card of serviceCards) {
      for (const field of [
        card.title,
        card.subtitle,
        card.description,
        card.icon,
        card.path,
        card.buttonText,
      ])
        expect(field.trim().length).toBeGreaterThan(0);
      expect(card.features.length).toBeGreaterThanOrEqual(3);
      expect(card.gradient).toMatch(/^from-\S+ to-\S+$/);
    }
  });

  it("leads every card to a real page of the registry, never a dead link", () => {
    for (const card of serviceCards) {
      const page = resolvePath(card.path);
      expect(page.status, card.path).toBe(200);
    }
  });

  it("sends Moduli Chain, which has no platform page, to its solution detail", () => {
    const moduli = serviceCards.find((c) => c.id === "moduli-chain");
    expect(resolvePath(moduli?.path ?? "").route.id).toBe("solution-detail");
  });

  it("names only solutions that exist, so status comes from the ecosystem data", () => {
    const ids = new Set(solutions.map((s) => s.id));
    for (const card of serviceCards) for (const id of card.solutionIds) expect(ids.has(id), id).toBe(true);
    // Every solution is sold through exactly one catalogue entry.
    expect(serviceCards.flatMap((c) => c.solutionIds).sort()).toEqual([...ids].sort());
  });
});

describe("service status", () => {
  it("is the status of the card's first solution, so catalogue and ecosystem pages agree", () => {
    for (const card of serviceCards) {
      const first = solutions.find((s) => s.id === card.solutionIds[0]);
      expect(card.status, card.id).toBe(first?.status);
    }
  });

  it("gives Moduli Chain one status everywhere: solution, Service card, roadmap and launch highlight", () => {
    const live = MODULI_CHAIN_MAINNET_LIVE;
    expect(solutions.find((s) => s.id === "moduli-chain")?.status).toBe(live ? "active" : "coming-soon");
    expect(serviceCards.find((c) => c.id === "moduli-chain")?.status).toBe(live ? "active" : "coming-soon");
    const project = roadmapProjects.find((p) => p.id === "moduli-chain");
    expect(project?.status).toBe(live ? "Live" : "Development");
    expect(researchHighlights.find((h) => h.id === "mainnet-launch")?.status).toBe(project?.status);
  });
});

describe("platform pages", () => {
  const platformRoutes = routes.filter((r) => r.page === "platform");

  it("has content for each of the six platform routes, and a route for each platform", () => {
    expect(platformRoutes.map((r) => r.path).sort()).toEqual(
      [
        "/service/cusp",
        "/service/ledger-actor-fabric",
        "/service/pqc-function",
        "/service/privid",
        "/service/epsilon",
        "/service/tokenis",
      ].sort(),
    );
    expect(platformRoutes.map((r) => r.props?.platform).sort()).toEqual([...PLATFORM_IDS].sort());
  });

  it("matches each platform route to the catalogue card that links to it, named alike", () => {
    for (const route of platformRoutes) {
      const card = serviceCards.find((c) => c.id === route.props?.platform);
      expect(card?.path).toBe(route.path);
      expect(route.title.startsWith(card?.title ?? "?"), route.title).toBe(true);
    }
  });

  it("loads each platform's own content: its overview names the platform of its card", async () => {
    for (const p of await loadAllPlatforms()) {
      const name = serviceCards.find((c) => c.id === p.id)?.title.split(" / ")[0] ?? "?";
      expect(p.overview.join(" "), p.id).toContain(name);
    }
  });

  it("gives every platform each section: what, features, steps, audiences and a call to action", async () => {
    for (const p of await loadAllPlatforms()) {
      expect(p.overview.length, p.id).toBeGreaterThan(0);
      expect(p.facts.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.features.length, p.id).toBeGreaterThanOrEqual(4);
      expect(p.steps.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.audiences.length, p.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("points every call to action at a real page", async () => {
    for (const p of await loadAllPlatforms()) {
      for (const link of [p.cta.primary, p.cta.secondary]) {
        expect(resolvePath(link.href).status, `${p.id}: ${link.href}`).toBe(200);
      }
    }
  });
});
