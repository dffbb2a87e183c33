import { sharedCoreTechDetails } from "../shared/core-tech-details";
import type { CoreTechDetail } from "./types";

export const detail: CoreTechDetail = {
  overview:
    "CKKS encrypts vectors of real or complex numbers and lets a server add and multiply them while they stay encrypted. Unlike BFV and BGV, which compute exactly on integers, CKKS treats the encryption noise as part of an approximation error, which makes it the natural fit for statistics, signal processing and neural-network inference.",
  howItWorks: [
    "A vector of up to N/2 numbers is encoded into one polynomial of the ring Z_Q[X]/(X^N + 1) through a canonical embedding, scaled by a factor Delta.",
    "Encryption adds a Ring-LWE sample; additions and multiplications act slot-wise on all packed values at once (SIMD).",
    "After each multiplication, rescaling divides by one RNS prime to keep the scale stable, consuming one level of the modulus chain.",
    "When the levels run out, bootstrapping homomorphically refreshes the ciphertext so computation can continue.",
  ],
  parameters: [
    { label: "Ring dimension N", value: "2^14 to 2^16" },
    { label: "Slots per ciphertext", value: "N/2 (up to 32,768)" },
    { label: "Typical precision", value: "about 20 to 30 bits after bootstrapping" },
    { label: "Hardness assumption", value: "Ring Learning With Errors (RLWE)" },
  ],
  standards: [
    "Cheon, Kim, Kim and Song, Homomorphic Encryption for Arithmetic of Approximate Numbers (ASIACRYPT 2017)",
    "HomomorphicEncryption.org Security Standard (parameter tables for 128-bit security)",
    "Li and Micciancio, On the Security of Homomorphic Encryption on Approximate Numbers (EUROCRYPT 2021): why decryption results must not be shared naively",
  ],
  ...sharedCoreTechDetails.ckks,
};
