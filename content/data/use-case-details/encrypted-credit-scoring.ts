import { sample } from "./code/encrypted-credit-scoring";
import type { UseCaseDetail } from "./types";

export const detail: UseCaseDetail = {
  audience: "Banks, credit bureaus and lending platforms",
  problem:
    "A lender wants to score an applicant with data held by other institutions (existing debts, payment history), but privacy law and competition make sharing raw financial records impossible. Pseudonymised extracts are re-identifiable and still leave the data with the lender.",
  solution:
    "Each institution encrypts the applicant's features under the applicant-session CKKS key and sends only ciphertexts. The scoring model, a logistic regression or small gradient-boosted ensemble approximated by polynomials, runs on the encrypted features in TorusDB. Only the final score is decrypted, by the applicant's lender.",
  architecture: [
    { name: "Lender app", role: "Creates a CKKS context per application and holds the secret key" },
    {
      name: "Data holders",
      role: "Encrypt the requested features with the public key and upload ciphertexts",
    },
    { name: "TorusDB", role: "Evaluates the scoring model homomorphically with evaluation keys only" },
    { name: "Audit log", role: "Records which features were used, never their values" },
  ],
  stack: ["TorusDB", "Nullspace TypeScript SDK", "torus-he"],
  code: sample({
    fetch: "Features arrive already encrypted from the other institutions.",
    weights: "weights are plaintext, features stay encrypted",
  }),
  outcomes: [
    "Applicant data never exists in plaintext outside its owner",
    "Scores match the plaintext model to within 1e-4 after polynomial approximation",
    "A single evaluation takes well under a second on GPU-backed TorusDB",
  ],
};
