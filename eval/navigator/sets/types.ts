/** A labelled navigator query. `expect` lists acceptable destinations (first = preferred) or "unknown". */
export type EvalGroup = "en" | "ko" | "mixed" | "typo" | "paraphrase" | "attribute" | "offtopic";
export type EvalCase = readonly [group: EvalGroup, query: string, ...expect: string[]];
