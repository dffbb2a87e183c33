/**
 * npm run navigator:why -- "<query>" [--locale ko]
 *
 * How the offline navigator decided one request, stage by stage: what the analyzer changed, each scorer's best
 * pages, the fused scores and the adjustments, which gate fired, and the answer a visitor would get.
 */
import { parseArgs } from "node:util";
import { formatTrace } from "../server/navigator/trace";
import { createNavigatorService } from "../server/navigator/service";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { locale: { type: "string" } },
});
const query = positionals.join(" ").trim();
const locale = values.locale;
if (query === "" || (locale !== undefined && locale !== "en" && locale !== "ko")) {
  console.error('usage: npm run navigator:why -- "<query>" [--locale en|ko]');
  process.exit(2);
}
const service = createNavigatorService();
const { trace } = service.engine.explain(query);
for (const line of formatTrace(trace)) console.log(line);
const { answer } = service.answer(query, locale);
console.log("answer");
console.log(`  destination: ${answer.destination} (${answer.confident ? "confident" : "not confident"})`);
if (answer.alternatives.length > 0)
  console.log(`  alternatives: ${answer.alternatives.map((a) => a.path).join(", ")}`);
console.log(`  response: ${answer.response}`);
console.log(`  recommendations: ${answer.recommendations.join(", ")}`);
