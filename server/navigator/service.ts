import { absolutePath, editions } from "../../content/editions";
import type { Locale } from "../../content/locales";
import { UNKNOWN_DESTINATION } from "../../content/navigator/constants";
import type { SectionId } from "../../content/sections";
import type { NavigatorConfig } from "./config";
import { buildNavigator, type Decision, type Navigator } from "./engine";
import type { NavigatorProvider, ProviderPage } from "./provider";
import { composeResponse, type NavigationAnswer } from "./responses";
import { siteConfig } from "./site-knowledge";

/** An answer and what the decision log records about it. */
export interface Answered {
  answer: NavigationAnswer;
  /** The offline engine's confidence: P(destination right), or P(out of scope) for unknown. */
  confidence: number;
}

/** The navigator as the API uses it: the offline engine, answer text, and the optional provider on top. */
export interface NavigatorService {
  /**
   * The offline answer for `query` (synchronous). With `locale` "ko" (a page of the Korean edition asked) the
   * answer is in Korean and its pages are pages of the Korean edition (/ko/...); without a locale they are English
   * pages and the answer speaks the query's language.
   */
  answer(query: string, locale?: Locale): Answered;
  /** The answer with the provider's choice when one is configured (falls back to the offline answer). */
  navigate(query: string, locale?: Locale): Promise<Answered>;
  /** True when an LLM provider refines the offline answers (navigate() may then wait for it). */
  readonly hasProvider: boolean;
  readonly engine: Navigator;
}

const UNKNOWN = UNKNOWN_DESTINATION;

/** How a decision's pages read in one edition: their paths, titles and section names. */
interface Edition {
  korean: boolean | null;
  path(path: string): string;
  title(path: string): string;
  section(id: SectionId): string;
}

/**
 * The engine of the production configuration, built once per process: it is immutable once trained (its
 * scratch buffers serve one synchronous decision at a time), and a process that makes several services (the
 * tests, one app per case) would otherwise train the same model each time.
 */
let productionEngine: Navigator | null = null;

export function createNavigatorService(
  provider: NavigatorProvider | null = null,
  config?: NavigatorConfig,
): NavigatorService {
  const engine = config ? buildNavigator(config) : (productionEngine ??= buildNavigator(siteConfig()));
  const pages = engine.site.pages;
  const byPath = new Map(pages.map((c) => [c.path, c]));
  const koTitles = new Map(pages.map((p) => [p.path, editions.ko.resolvePath(p.path).title]));
  const describe = (path: string) => byPath.get(path)?.descriptions[0] ?? "";

  const english: Edition = {
    korean: null,
    path: (p) => p,
    title: (p) => byPath.get(p)?.title ?? "",
    section: (id) => id,
  };
  const korean: Edition = {
    korean: true,
    path: (p) => (p === UNKNOWN ? p : absolutePath(editions.ko, p)),
    title: (p) => koTitles.get(p) ?? "",
    section: (id) => absolutePath(editions.ko, `/${id}`).slice(1),
  };
  const editionOf = (locale: Locale | undefined) => (locale === "ko" ? korean : english);

  // The catalogue a provider chooses from, once per language (the Korean one in the Korean edition's words).
  const catalogue = (ko: boolean): ProviderPage[] =>
    pages.map((p) => ({
      path: p.path,
      title: ko ? (koTitles.get(p.path) ?? p.title) : p.title,
      description: (ko ? p.descriptions.find((d) => /[\uac00-\ud7a3]/.test(d)) : p.descriptions[0]) ?? "",
    }));
  const catalogues = { en: catalogue(false), ko: catalogue(true) };

  // The answer text depends only on the destination, the language, the edition and whether it is offered as a
  // choice, so each text is composed once.
  const texts = new Map<string, string>();
  const responseFor = (
    destination: string,
    answerKorean: boolean,
    edition: Edition,
    confident: boolean,
    offered: boolean,
  ) => {
    const key = `${answerKorean ? "ko" : "en"}|${edition.korean ? "ko" : "en"}|${confident}|${offered}|${destination}`;
    let text = texts.get(key);
    if (text === undefined) {
      text = composeResponse({
        korean: answerKorean,
        title: destination === UNKNOWN ? null : edition.title(destination),
        description: describe(destination),
        section: byPath.get(destination)?.section ?? null,
        confident,
        offered,
      });
      texts.set(key, text);
    }
    return text;
  };

  /**
   * The answer a visitor gets for a decision (or a provider's choice): in `locale`'s edition, or in the edition the
   * request names ("privacy policy in korean" from the English edition), written in that edition's language.
   */
  const compose = (
    d: Pick<Decision, "destination" | "confident" | "korean" | "recommendations" | "edition">,
    alternatives: readonly string[],
    locale: Locale | undefined,
  ): NavigationAnswer => {
    const named = d.destination === UNKNOWN ? null : d.edition;
    const edition = editionOf(named ?? locale);
    const answerKorean = named ? named === "ko" : locale === "ko" || (locale === undefined && d.korean);
    const offered = alternatives.filter((p) => p !== d.destination).slice(0, 3);
    return {
      response: responseFor(d.destination, answerKorean, edition, d.confident, offered.length > 0),
      destination: edition.path(d.destination),
      suggestedPage: d.destination === UNKNOWN ? "" : edition.title(d.destination),
      recommendations: d.recommendations.map(edition.section),
      confident: d.confident,
      alternatives: offered.map((p) => ({ path: edition.path(p), title: edition.title(p) })),
    };
  };

  const answer = (query: string, locale?: Locale): Answered & { decision: Decision } => {
    const decision = engine.decide(query);
    return {
      answer: compose(
        decision,
        decision.alternatives.map((a) => a.path),
        locale,
      ),
      confidence: decision.confidence,
      decision,
    };
  };

  return {
    engine,
    hasProvider: provider !== null,
    answer: (query, locale) => {
      const { answer: a, confidence } = answer(query, locale);
      return { answer: a, confidence };
    },
    async navigate(query, locale) {
      const offline = answer(query, locale);
      const { decision } = offline;
      // A request the engine is sure is out of scope stays unknown: the model is asked about everything else.
      if (!provider || (decision.destination === UNKNOWN && decision.alternatives.length === 0)) {
        return { answer: offline.answer, confidence: offline.confidence };
      }
      const ko = locale === "ko" || (locale === undefined && decision.korean);
      const choice = await provider.choose(
        query,
        catalogues[ko ? "ko" : "en"],
        // In the engine's order of probability (the answer may be an item's acting page ranked below its twin).
        [...decision.ranked]
          .sort((a, b) => b.score - a.score)
          .map((r) => ({ path: r.path, probability: Math.round(r.score * 1000) / 1000 })),
        ko,
      );
      if (!choice) return { answer: offline.answer, confidence: offline.confidence };
      const destination =
        choice.destination === UNKNOWN || byPath.has(choice.destination) ? choice.destination : null;
      if (destination === null) return { answer: offline.answer, confidence: offline.confidence };
      // The engine's other pages remain the choices when the model is not sure; beside a sure answer, the engine's
      // own answer and its runners-up are the way out, as offline.
      const others = (
        choice.confident
          ? [decision.destination, ...decision.alternatives.map((r) => r.path)]
          : decision.ranked.map((r) => r.path)
      ).filter((p) => p !== destination && p !== UNKNOWN);
      const section = byPath.get(destination)?.section;
      const recommendations = [...(section ? [section] : []), ...decision.recommendations]
        .filter((s, i, all) => all.indexOf(s) === i)
        .slice(0, 3);
      const composed = compose(
        {
          destination,
          confident: choice.confident && destination !== UNKNOWN,
          korean: ko,
          recommendations,
          edition: decision.edition,
        },
        others,
        locale,
      );
      return { answer: { ...composed, response: choice.response }, confidence: offline.confidence };
    },
  };
}
