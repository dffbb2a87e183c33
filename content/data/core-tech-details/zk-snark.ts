import { sharedCoreTechDetails } from "../shared/core-tech-details";
import type { CoreTechDetail } from "./types";

export const detail: CoreTechDetail = {
  overview:
    "A zk-SNARK lets a prover convince anyone that it knows a witness satisfying a computation, with a proof of a few hundred bytes that verifies in milliseconds and reveals nothing else. Nullspace uses Groth16 where the smallest proofs matter and PLONK where a universal, updatable setup and custom gates matter.",
  howItWorks: [
    "The statement is written as a circuit (R1CS for Groth16, PLONKish gates and lookups for PLONK).",
    "A setup produces proving and verification keys: per circuit for Groth16, universal for PLONK.",
    "The prover commits to the witness polynomials and answers random challenges derived by Fiat-Shamir.",
    "The verifier checks a handful of pairing equations; recursion folds many proofs into one.",
  ],
  parameters: [
    { label: "Groth16 proof", value: "3 group elements (128 B on BN254, compressed)" },
    { label: "Groth16 verification", value: "3 pairings, constant in circuit size" },
    { label: "PLONK setup", value: "universal and updatable (KZG commitments)" },
    { label: "Curves", value: "BN254 (about 100-bit security) and BLS12-381 (about 128-bit)" },
  ],
  standards: [
    "Groth, On the Size of Pairing-based Non-interactive Arguments (EUROCRYPT 2016)",
    "Gabizon, Williamson and Ciobotaru, PLONK (IACR ePrint 2019/953)",
    "ZKProof Community Reference",
  ],
  ...sharedCoreTechDetails["zk-snark"],
};
