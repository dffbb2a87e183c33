import { sharedTechnologyDetails } from "../shared/technology-details";
import type { TechnologyDetail } from "./types";

export const detail: TechnologyDetail = {
  overview:
    "A zero-knowledge proof convinces a verifier that a statement is true without revealing why. zk-SNARKs make such proofs succinct, a few hundred bytes verified in milliseconds, so they can attest to private credentials or to the correct execution of thousands of blockchain transactions.",
  howItWorks: [
    "The statement is expressed as an arithmetic circuit (R1CS or a PLONK-style table of gates).",
    "The prover commits to the witness with polynomial commitments such as KZG.",
    "Random challenges from the Fiat-Shamir transform compress an interactive proof into one message.",
    "The verifier checks a few pairing or hash equations, independent of the circuit's size.",
  ],
  standards: [
    "Groth16",
    "PLONK with KZG commitments",
    "zk-STARKs (FRI, hash-based, transparent)",
    "Poseidon hash",
  ],
  applications: [
    "Selective-disclosure identity credentials",
    "Validity rollups for Layer 2 scaling",
    "Proof of reserves and compliance without exposing balances",
  ],
  ...sharedTechnologyDetails["zero-knowledge-proofs"],
};
