/** A labelled navigator query. `expect` lists acceptable destinations (first = preferred) or "unknown". */
/**
 * What a case tests: a page named in English, in Korean or in both (`en`, `ko`, `mixed`, `direct`), a typo, a need
 * described in the visitor's own words (`paraphrase`), a question about an attribute of a list's items, a request
 * typed the way people type on a phone (`phone`: context first, abbreviations, Korean without spaces), or a request
 * the site does not serve (`offtopic`).
 */
export type EvalGroup =
  "en" | "ko" | "mixed" | "direct" | "typo" | "paraphrase" | "attribute" | "phone" | "offtopic";
export type EvalCase = readonly [group: EvalGroup, query: string, ...expect: string[]];
