import { sharedOpenSourceDetails } from "../shared/opensource-details";
import { quickstart } from "./code/mlkem-wasm";
import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  ...sharedOpenSourceDetails["mlkem-wasm"],
  quickstart: quickstart({
    sender: "Sender: derive a 32-byte shared secret and a ciphertext for the recipient.",
    recipient: "Recipient: recover the same secret from the ciphertext.",
  }),
  useWhen: [
    "A browser or Node.js app must establish quantum-safe keys end to end",
    "You need ML-KEM or ML-DSA without native build steps",
    "Bundle size matters: the WASM core is small enough for front ends",
  ],
};
