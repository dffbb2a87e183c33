import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { curatedPhrases } from "../../content/navigator/phrases";
import { resolvePath, routeById } from "../../content/resolve";
import { SECTION_IDS } from "../../content/sections";
import { DEFAULT_TUNING } from "./config";
import { buildNavigator, topRanked } from "./engine";
import { createNavigatorService } from "./service";
import { siteConfig, siteKnowledge } from "./site-knowledge";

const site = siteKnowledge();
const candidates = site.pages;
const engine = buildNavigator(siteConfig(DEFAULT_TUNING, site));
const paths = new Set(candidates.map((c) => c.path));

describe("candidates from content", () => {
  it("are real pages of the registry, detail pages included, without duplicates", () => {
    expect(paths.size).toBe(candidates.length);
    for (const c of candidates) expect(resolvePath(c.path).status, c.path).toBe(200);
    expect(paths.has("/research/whitepaper-library")).toBe(true);
    expect(paths.has("/research/technologies/homomorphic-encryption")).toBe(true);
    // /devhub/program duplicates /devhub/developer-program: only the canonical page is a destination.
    expect(paths.has("/devhub/program")).toBe(false);
  });

  it("curated phrases point at route ids or pages that exist", () => {
    for (const key of Object.keys(curatedPhrases)) {
      const ok = key.startsWith("/") ? resolvePath(key).status === 200 : routeById(key) !== undefined;
      expect(ok, key).toBe(true);
    }
  });
});

describe("decisions", () => {
  it("routes the four queries that define its job: an English need, Korean, a Korean request, a typo", () => {
    expect(engine.decide("I need a homomorphic encrypted database for my bank").destination).toBe(
      "/enterprise/homomorphic-db",
    );
    expect(engine.decide("동형암호 논문 보여줘").destination).toBe("/research/whitepaper-library");
    expect(engine.decide("PQC 도입 상담").destination).toBe("/enterprise/pqc-encryption");
    expect(engine.decide("whitepapr librry").destination).toBe("/research/whitepaper-library");
  });

  it("answers unknown for weather, jokes, food, gibberish and laughter", () => {
    for (const q of [
      "what's the weather in Busan",
      "tell me a joke",
      "pizza delivery",
      "zxcvbnm",
      "ㅋㅋㅋ",
      "ㅎㅎㅎㅎ",
      "...",
      "12345",
    ]) {
      const d = engine.decide(q);
      expect(d.destination, q).toBe("unknown");
      expect(d.recommendations.length).toBeGreaterThan(0);
    }
  });

  it("the threshold turns low-confidence answers into unknown", () => {
    const strict = buildNavigator(siteConfig({ ...DEFAULT_TUNING, threshold: 1.01 }, site));
    const d = strict.decide("developer docs");
    expect(d.destination).toBe("unknown");
    expect(d.reason).toBe("low-confidence");
    const lax = buildNavigator(siteConfig({ ...DEFAULT_TUNING, threshold: 0 }, site));
    expect(lax.decide("developer docs").destination).toBe("/devhub/docs");
    // The domain gate still holds with no threshold at all.
    expect(lax.decide("ㅋㅋㅋ").destination).toBe("unknown");
  });

  it("lets the out-of-scope class overrule a stray site word", () => {
    // "open" is a strong word (Open-Source Projects) but the request is about food.
    const d = engine.decide("sushi restaurants open now");
    expect(d.destination).toBe("unknown");
    expect(d.reason).toBe("off-topic");
  });

  it("off-topic marker words win unless the request names a subject of the site", () => {
    expect(engine.decide("home workout").destination).toBe("unknown");
    expect(engine.decide("go home").destination).toBe("/");
    // Generic words of the off-topic examples ("tomorrow", "video") do not mark a request by themselves.
    expect(engine.decide("meetup tomorrow").destination).toBe("/community");
    expect(engine.decide("video lessons on cryptography").destination).toBe("/research/online-classroom");
  });

  it("counts a word known only from the out-of-scope examples as foreign, never as the site's", () => {
    // "zorbflix" is no site word and no English word: foreign to the site either way. Learning it from an
    // out-of-scope example must not make a request that uses it look more like one for the site.
    const query = "zorbflix vpn app for streaming abroad";
    expect(engine.decide(query).destination).toBe("unknown");
    const taught = buildNavigator(
      siteConfig(DEFAULT_TUNING, {
        ...site,
        outOfScope: [...site.outOfScope, "watch zorbflix series tonight"],
      }),
    );
    expect(taught.decide(query).destination).toBe("unknown");
  });

  it("adapts to content that exists at start-up", () => {
    const extra = {
      path: "/devhub/use-cases/encrypted-voting",
      title: "Encrypted Voting",
      section: "devhub" as const,
      routeId: "use-case-detail",
      fields: [
        { text: "Encrypted Voting", weight: 3 },
        { text: "Tally ballots under homomorphic encryption without revealing any single vote.", weight: 1 },
      ],
      requests: [],
      prose: [],
    };
    const grown = buildNavigator(siteConfig(DEFAULT_TUNING, { ...site, pages: [...candidates, extra] }));
    expect(grown.decide("encrypted voting for elections").destination).toBe(extra.path);
    expect(engine.decide("encrypted voting for elections").destination).not.toBe(extra.path);
  });

  it("never throws and always answers a known path or unknown, with 1-3 valid sections", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500, unit: "grapheme" }), (query) => {
        const d = engine.decide(query);
        expect(d.destination === "unknown" || paths.has(d.destination)).toBe(true);
        expect(d.recommendations.length).toBeGreaterThanOrEqual(1);
        expect(d.recommendations.length).toBeLessThanOrEqual(3);
        for (const s of d.recommendations) expect(SECTION_IDS).toContain(s);
      }),
      { numRuns: 300 },
    );
  });

  it("answers in the query's language", () => {
    const service = createNavigatorService(null, siteConfig(DEFAULT_TUNING, site));
    expect(service.offline("로드맵 알려줘").response).toMatch(/[\uac00-\ud7a3]/);
    expect(service.offline("project roadmap").response).not.toMatch(/[\uac00-\ud7a3]/);
    expect(service.offline("배고파").response).toMatch(/[\uac00-\ud7a3]/);
    expect(service.offline("I am hungry").response).toMatch(/research/);
  });
});

describe("ranking", () => {
  it("keeps the best five in score order, equal scores in candidate order, as a stable sort of all would", () => {
    // Few distinct values, so ties are common.
    const scores = fc.array(
      fc.integer({ min: 0, max: 4 }).map((n) => n / 4),
      { maxLength: 71 },
    );
    fc.assert(
      fc.property(scores, (values) => {
        const pool = candidates.slice(0, values.length);
        const expected = pool
          .map((c, i) => ({ path: c.path, score: values[i] ?? 0 }))
          .sort((a, b) => b.score - a.score)
          .slice(0, 5);
        const ranked = topRanked(pool, values, 5);
        expect(ranked.map((r) => [r.path, r.score])).toEqual(expected.map((r) => [r.path, r.score]));
      }),
    );
  });
});
