import { sample } from "./code/zk-identity-verification";
import type { UseCaseDetail } from "./types";

export const detail: UseCaseDetail = {
  audience: "Online services with age, residency or accreditation checks",
  problem:
    "Checking that a user is over 18 or lives in a given country usually means uploading an ID document, which hands the service far more data than it needs and turns it into a store of identity documents.",
  solution:
    "An issuer signs a credential once. The user's wallet then produces a zk-SNARK proof that the credential is validly signed and that the birth date is before a cut-off, revealing neither the date nor the document. The service verifies the proof in milliseconds and stores nothing personal.",
  architecture: [
    { name: "Issuer", role: "Verifies the document once and signs a credential" },
    { name: "Wallet", role: "Keeps the credential and generates proofs on the device" },
    { name: "Circuits", role: "moduli-circuits signature check plus a range predicate on the birth date" },
    { name: "Verifier", role: "Checks the PLONK proof and a nullifier that prevents replay" },
  ],
  stack: ["moduli-circuits", "Nullspace TypeScript SDK"],
  code: sample({
    verify: "Server side: verify a proof that the holder was born before the cut-off.",
    proof: "produced by the wallet; the birth date never leaves it",
  }),
  outcomes: [
    "The service learns one bit: the predicate holds",
    "No identity documents to store, secure or delete",
    "Nullifiers stop one credential from being reused across accounts where that matters",
  ],
};
