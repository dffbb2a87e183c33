import type { NavigatorConfig, PageSource, SiteKnowledge } from "./config";
import type { Calibration } from "./signals";
import { buildModel } from "./model";
import { createPipeline, type Decision } from "./pipeline";
import { newTrace, type Trace } from "./trace";

export type { Decision, DecisionReason, Ranked } from "./pipeline";
export { topRanked } from "./pipeline";

export interface Navigator {
  decide(query: string): Decision;
  /** The same decision, with what each stage saw and did (npm run navigator:why, the evaluation's misses). */
  explain(query: string): { decision: Decision; trace: Trace };
  readonly pages: readonly PageSource[];
  readonly size: number;
  /** What it was built from: the site's knowledge and the calibration it decides with. */
  readonly site: SiteKnowledge;
  readonly calibration: Calibration;
}

/** The offline navigator: a model built once from `config` (model.ts), and the pipeline that decides (pipeline.ts). */
export function buildNavigator(config: NavigatorConfig): Navigator {
  const model = buildModel(config);
  const decide = createPipeline(model, config.tuning);
  return {
    pages: config.site.pages,
    size: config.site.pages.length,
    site: config.site,
    calibration: config.tuning.calibration,
    decide: (query) => decide(query),
    explain(query) {
      const trace = newTrace(query);
      return { decision: decide(query, trace), trace };
    },
  };
}
