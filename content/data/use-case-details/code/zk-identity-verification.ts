import type { UseCaseDetail } from "../types";

/** The use case's sample code, the same in both editions; each edition writes its comments in its own language. */
export const sample = (comment: { verify: string; proof: string }): UseCaseDetail["code"] => ({
  language: "TypeScript",
  code: `import { Nullspace } from "@nullspace/sdk";

const ns = new Nullspace({ apiKey: process.env.NULLSPACE_API_KEY!, environment: "sandbox" });

// ${comment.verify}
const ok = await ns.zk.verify({
circuit: "credential-age-over",
publicInputs: { issuerKey, cutoff: "2007-11-22", nullifier },
proof, // ${comment.proof}
});
if (!ok.valid) throw new Error("proof rejected");`,
});
