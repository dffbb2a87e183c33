import { absolutePath, editions } from "../../content/editions";
import type { Locale } from "../../content/locales";
import type { NavigatorConfig } from "./config";
import { buildNavigator, type Navigator, type Ranked } from "./engine";
import type { NavigatorProvider } from "./provider";
import { siteConfig } from "./site-knowledge";
import { UNKNOWN_DESTINATION } from "../../content/navigator/constants";
import { composeResponse, type NavigationAnswer } from "./responses";

/** The navigator as the API uses it: the offline engine, answer text, and the optional provider on top. */
export interface NavigatorService {
  /**
   * The answer for `query`. With `locale` "ko" (a page of the Korean edition asked) the answer is in Korean and
   * its destination and recommendations are pages of the Korean edition (/ko/...); without a locale the
   * destinations are English pages and the answer speaks the query's language.
   */
  navigate(query: string, locale?: Locale): Promise<NavigationAnswer>;
  /** Offline decision only (synchronous); the eval and bench use this. */
  offline(query: string, locale?: Locale): NavigationAnswer;
  /** The offline answer with the engine's confidence in it (the decision log records both). */
  decide(query: string, locale?: Locale): { answer: NavigationAnswer; confidence: number };
  /** True when an LLM provider refines the offline answers (navigate() may then wait for it). */
  readonly hasProvider: boolean;
  readonly engine: Navigator;
}

const UNKNOWN = UNKNOWN_DESTINATION;

interface OfflineResult extends NavigationAnswer {
  ranked: Ranked[];
  korean: boolean;
  confidence: number;
}

export function createNavigatorService(
  provider: NavigatorProvider | null = null,
  config: NavigatorConfig = siteConfig(),
): NavigatorService {
  const engine = buildNavigator(config);
  const byPath = new Map(config.site.pages.map((c) => [c.path, c]));
  const describe = (path: string) => byPath.get(path)?.fields.find((f) => f.weight === 1)?.text ?? "";

  // The answer text depends only on the destination and the language (the destination is the best-ranked page,
  // whose section the hint names), so each of the ~140 possible texts is composed once, keyed by the destination
  // string itself (a candidate's own path, whose hash is already computed).
  // Keyed by answer language plus the title's edition: a Korean query on an English page names the English title.
  const texts = {
    en: new Map<string, string>(),
    ko: new Map<string, string>(),
    "ko-ko": new Map<string, string>(),
  };
  const koTitle = (path: string) => editions.ko.resolvePath(path).title;
  const responseFor = (d: ReturnType<Navigator["decide"]>, locale: Locale | undefined) => {
    const korean = locale === "ko" || (locale === undefined && d.korean);
    const key = locale === "ko" ? "ko-ko" : korean ? "ko" : "en";
    const cache = texts[key];
    let text = cache.get(d.destination);
    if (text === undefined) {
      text = composeResponse({
        korean,
        title: d.title === null ? null : locale === "ko" ? koTitle(d.destination) : d.title,
        description: describe(d.destination),
        section: d.ranked[0]?.section ?? null,
      });
      cache.set(d.destination, text);
    }
    return text;
  };

  /** A decision's pages as pages of the asked edition (one object per edition, not one per answer). */
  const englishPages = {
    path: (p: string) => p,
    title: (_p: string, t: string) => t,
    name: (n: string) => n,
  };
  const koreanPages = {
    path: (p: string) => (p === UNKNOWN ? p : absolutePath(editions.ko, p)),
    title: (p: string, t: string) => (p === UNKNOWN ? t : koTitle(p)),
    name: (n: string) => absolutePath(editions.ko, `/${n}`).slice(1),
  };
  const inEdition = (locale: Locale | undefined) => (locale === "ko" ? koreanPages : englishPages);

  const offline = (query: string, locale?: Locale): OfflineResult => {
    const d = engine.decide(query);
    const to = inEdition(locale);
    return {
      response: responseFor(d, locale),
      destination: to.path(d.destination),
      suggestedPage: to.title(d.destination, d.title ?? ""),
      recommendations: d.recommendations.map(to.name),
      ranked: d.ranked,
      korean: locale === "ko" || (locale === undefined && d.korean),
      confidence: d.confidence,
    };
  };

  return {
    engine,
    hasProvider: provider !== null,
    offline: (query, locale) => {
      const { response, destination, suggestedPage, recommendations } = offline(query, locale);
      return { response, destination, suggestedPage, recommendations };
    },
    decide: (query, locale) => {
      const { response, destination, suggestedPage, recommendations, confidence } = offline(query, locale);
      return { answer: { response, destination, suggestedPage, recommendations }, confidence };
    },
    async navigate(query, locale) {
      const base = offline(query, locale);
      const answer: NavigationAnswer = {
        response: base.response,
        destination: base.destination,
        suggestedPage: base.suggestedPage,
        recommendations: base.recommendations,
      };
      // Off-topic stays off-topic: the provider only refines answers the offline engine is confident about.
      if (!provider || answer.destination === UNKNOWN) return answer;
      const choice = await provider.choose(
        query,
        base.ranked.slice(0, 4).map((r) => ({ path: r.path, title: r.title, description: describe(r.path) })),
        base.korean,
      );
      if (!choice) return answer;
      const picked = byPath.get(choice.destination);
      if (!picked) return answer;
      const to = inEdition(locale);
      const sections = [
        picked.section === null ? null : to.name(picked.section),
        ...answer.recommendations,
      ].filter((s, i, all): s is NonNullable<typeof s> => s !== null && all.indexOf(s) === i);
      return {
        response: choice.response,
        destination: to.path(picked.path),
        suggestedPage: to.title(picked.path, picked.title),
        recommendations: sections.slice(0, 3),
      };
    },
  };
}
