import { sharedTechnologyDetails } from "../shared/technology-details";
import type { TechnologyDetail } from "./types";

export const detail: TechnologyDetail = {
  overview:
    "Homomorphic encryption (HE) lets a server compute on ciphertexts and return an encrypted result that only the key holder can read. Modern schemes are built on the Ring Learning With Errors problem and come in three families: CKKS for approximate arithmetic on real numbers, BFV and BGV for exact integer arithmetic, and TFHE for fast bootstrapping of small values and arbitrary lookup tables.",
  howItWorks: [
    "Data is encoded into polynomials and encrypted under RLWE; a small random error hides the message.",
    "Additions and multiplications on ciphertexts act on the hidden messages; each operation grows the error.",
    "Relinearisation and rescaling (CKKS) or modulus switching (BGV) keep ciphertexts compact and the error in check.",
    "Bootstrapping homomorphically evaluates decryption to refresh a ciphertext, enabling circuits of any depth.",
  ],
  standards: [
    "HomomorphicEncryption.org security standard (parameter tables)",
    "ISO/IEC 18033-6 (partially homomorphic encryption)",
    "ISO/IEC 28033 (fully homomorphic encryption, in development)",
  ],
  applications: [
    "Encrypted databases answering SQL aggregates over encrypted columns",
    "Private inference on medical and financial models",
    "Cross-institution analytics without sharing raw data",
  ],
  ...sharedTechnologyDetails["homomorphic-encryption"],
};
