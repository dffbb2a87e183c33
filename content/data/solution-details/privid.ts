import { sharedSolutionDetails } from "../shared/solution-details";
import type { SolutionDetail } from "./types";

export const detail: SolutionDetail = {
  overview:
    "PrivID authenticates people by face or credential without ever holding a usable biometric. Templates are encrypted on the enrolling device and compared under homomorphic encryption in TorusDB, so a database leak exposes ciphertexts, not faces.",
  features: [
    {
      title: "Homomorphic template matching",
      body: "The similarity between a live capture and the enrolled template is computed on ciphertexts; only the match decision is decrypted.",
    },
    {
      title: "FIDO2 and passkeys",
      body: "PrivID acts as a FIDO2 authenticator backend, so existing WebAuthn flows gain a biometric factor without storing biometrics.",
    },
    {
      title: "Revocable templates",
      body: "A compromised template is revoked by re-keying: the old ciphertexts become useless and the user re-enrols.",
    },
    {
      title: "Liveness checks on device",
      body: "Presentation-attack detection runs before encryption, so the server never needs to inspect raw images.",
    },
  ],
  howItWorks: [
    "At enrolment the device extracts a face embedding and encrypts it with the tenant's CKKS public key.",
    "At login a fresh embedding is encrypted and sent with the user's identifier.",
    "TorusDB computes the encrypted inner product between both embeddings.",
    "A threshold decryption reveals only whether the score passes the configured threshold.",
  ],
  useCases: [
    "Employee access to regulated systems",
    "Customer onboarding and step-up authentication in banking apps",
    "Border and venue access where biometric databases must not be a liability",
  ],
  ...sharedSolutionDetails.privid,
};
