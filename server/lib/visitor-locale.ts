import type { FastifyRequest } from "fastify";
import { editionOf } from "../../content/editions";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../content/locales";

const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/**
 * The language the server answers in when it turns a visitor's request away itself (a refused form post, the rate
 * limit): the request's own field (the relay form's `_locale`, the navigator's `locale`, the data API's `?locale=`),
 * else the edition of the page that sent it (the Referer, which the site's referrer policy keeps for its own
 * requests), else English.
 */
export function visitorLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLocale(query?.locale)) return query.locale;
  const body = request.body;
  if (body && typeof body === "object") {
    const { _locale, locale } = body as Record<string, unknown>;
    if (isLocale(_locale)) return _locale;
    if (isLocale(locale)) return locale;
  }
  const referer = request.headers.referer;
  if (referer) {
    try {
      return editionOf(new URL(referer).pathname).edition.locale;
    } catch {
      // An unparsable Referer says nothing about the visitor's language.
    }
  }
  return DEFAULT_LOCALE;
}
