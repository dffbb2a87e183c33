import { sharedTechnologyDetails } from "../shared/technology-details";
import type { TechnologyDetail } from "./types";

export const detail: TechnologyDetail = {
  overview:
    "Secure multi-party computation (MPC) lets several parties compute a function of their private inputs while learning only the output. Threshold cryptography applies MPC to keys: a signing key is split so that no single machine ever holds it.",
  howItWorks: [
    "Inputs are secret-shared so that any set of fewer than t shares reveals nothing.",
    "Linear operations are computed locally on shares; multiplications use preprocessed Beaver triples or oblivious transfer.",
    "Zero-knowledge proofs on each message detect, and with identifiable abort name, a cheating party.",
    "Only the final result is reconstructed, for example a complete ECDSA or EdDSA signature.",
  ],
  standards: [
    "Shamir secret sharing",
    "Threshold ECDSA (GG20, CGGMP21 families)",
    "FROST threshold Schnorr signatures",
    "OPRF-based private set intersection",
  ],
  applications: [
    "Digital-asset custody and wallet key protection",
    "Private set intersection for contact discovery and ad measurement",
    "Joint fraud analytics between banks",
  ],
  ...sharedTechnologyDetails["secure-multi-party-computation"],
};
