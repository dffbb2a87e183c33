import { quickstart } from "./code/mlkem-wasm";
import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  license: "MIT",
  quickstart,
  useWhen: [
    "A browser or Node.js app must establish quantum-safe keys end to end",
    "You need ML-KEM or ML-DSA without native build steps",
    "Bundle size matters: the WASM core is small enough for front ends",
  ],
  coreTech: ["ml-kem", "ml-dsa"],
};
