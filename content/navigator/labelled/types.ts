/**
 * What a labelled request is: a page named in English, in Korean or in both (`en`, `ko`, `mixed`, `direct`), a
 * typo, a need described in the visitor's own words (`paraphrase`), a question about an attribute of a list's items,
 * a request typed the way people type on a phone (`phone`: context first, abbreviations, Korean without spaces), or
 * a request the site does not serve (`offtopic`).
 */
export type RequestGroup =
  "en" | "ko" | "mixed" | "direct" | "typo" | "paraphrase" | "attribute" | "phone" | "offtopic";

/** A request with the pages that answer it (the first preferred), or "unknown" when the site does not serve it. */
export type LabelledRequest = readonly [group: RequestGroup, query: string, ...expect: string[]];
