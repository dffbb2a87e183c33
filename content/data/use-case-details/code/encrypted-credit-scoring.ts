import type { UseCaseDetail } from "../types";

/** The use case's sample code, the same in both editions; each edition writes its comments in its own language. */
export const sample = (comment: { fetch: string; weights: string }): UseCaseDetail["code"] => ({
  language: "TypeScript",
  code: `import { Nullspace } from "@nullspace/sdk";

const ns = new Nullspace({ apiKey: process.env.NULLSPACE_API_KEY!, environment: "sandbox" });
const ctx = await ns.he.createContext({ scheme: "ckks", preset: "n15-128" });

// ${comment.fetch}
const features = await ns.torusdb.fetch("applications", { id: applicationId });
const score = await ns.he.evaluate(ctx, {
model: "credit-logreg-v3", // ${comment.weights}
inputs: features,
});
const [probability] = await ctx.decrypt(score);`,
});
