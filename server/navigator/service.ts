import { lexicon } from "../../content/navigator/lexicon";
import { offTopicGenericWords, offTopicPhrases, topicHomeRoutes } from "../../content/navigator/phrases";
import { collectCandidates } from "./content-source";
import {
  buildNavigator,
  DEFAULT_OPTIONS,
  type CandidateSource,
  type EngineOptions,
  type Navigator,
  type Ranked,
} from "./engine";
import type { NavigatorProvider } from "./provider";
import { composeResponse, type NavigationAnswer } from "./responses";

/** The navigator as the API uses it: the offline engine, answer text, and the optional provider on top. */
export interface NavigatorService {
  navigate(query: string): Promise<NavigationAnswer>;
  /** Offline decision only (synchronous); the eval and bench use this. */
  offline(query: string): NavigationAnswer;
  /** True when an LLM provider refines the offline answers (navigate() may then wait for it). */
  readonly hasProvider: boolean;
  readonly engine: Navigator;
}

interface OfflineResult extends NavigationAnswer {
  ranked: Ranked[];
  korean: boolean;
}

/** The engine over the site's content and the curated navigator data in content/navigator. */
export function buildSiteNavigator(
  options: EngineOptions = DEFAULT_OPTIONS,
  candidates: readonly CandidateSource[] = collectCandidates(),
): Navigator {
  return buildNavigator(candidates, lexicon, options, offTopicPhrases, topicHomeRoutes, offTopicGenericWords);
}

export function createNavigatorService(
  provider: NavigatorProvider | null = null,
  options: EngineOptions = DEFAULT_OPTIONS,
  candidates: readonly CandidateSource[] = collectCandidates(),
): NavigatorService {
  const engine = buildSiteNavigator(options, candidates);
  const byPath = new Map(candidates.map((c) => [c.path, c]));
  const describe = (path: string) => byPath.get(path)?.fields.find((f) => f.weight === 1)?.text ?? "";

  // The answer text depends only on the destination and the language (the destination is the best-ranked page,
  // whose section the hint names), so each of the ~140 possible texts is composed once, keyed by the destination
  // string itself (a candidate's own path, whose hash is already computed).
  const texts = { en: new Map<string, string>(), ko: new Map<string, string>() };
  const responseFor = (d: ReturnType<Navigator["decide"]>) => {
    const cache = texts[d.korean ? "ko" : "en"];
    let text = cache.get(d.destination);
    if (text === undefined) {
      text = composeResponse({
        korean: d.korean,
        title: d.title,
        description: describe(d.destination),
        section: d.ranked[0]?.section ?? null,
      });
      cache.set(d.destination, text);
    }
    return text;
  };

  const offline = (query: string): OfflineResult => {
    const d = engine.decide(query);
    return {
      response: responseFor(d),
      destination: d.destination,
      suggestedPage: d.title ?? "",
      recommendations: d.recommendations,
      ranked: d.ranked,
      korean: d.korean,
    };
  };

  return {
    engine,
    hasProvider: provider !== null,
    offline: (query) => {
      const { response, destination, suggestedPage, recommendations } = offline(query);
      return { response, destination, suggestedPage, recommendations };
    },
    async navigate(query) {
      const base = offline(query);
      const answer: NavigationAnswer = {
        response: base.response,
        destination: base.destination,
        suggestedPage: base.suggestedPage,
        recommendations: base.recommendations,
      };
      // Off-topic stays off-topic: the provider only refines answers the offline engine is confident about.
      if (!provider || answer.destination === "unknown") return answer;
      const choice = await provider.choose(
        query,
        base.ranked.slice(0, 4).map((r) => ({ path: r.path, title: r.title, description: describe(r.path) })),
        base.korean,
      );
      if (!choice) return answer;
      const picked = byPath.get(choice.destination);
      if (!picked) return answer;
      const sections = [picked.section, ...answer.recommendations].filter(
        (s, i, all): s is NonNullable<typeof s> => s !== null && all.indexOf(s) === i,
      );
      return {
        response: choice.response,
        destination: picked.path,
        suggestedPage: picked.title,
        recommendations: sections.slice(0, 3),
      };
    },
  };
}
