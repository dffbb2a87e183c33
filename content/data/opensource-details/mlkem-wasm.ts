import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  license: "MIT",
  quickstart: {
    language: "TypeScript",
    code: `import { MlKem768 } from "@nullspace/mlkem-wasm";

const kem = await MlKem768.init();
const { publicKey, secretKey } = kem.generateKeyPair();

// Sender: derive a 32-byte shared secret and a ciphertext for the recipient.
const { ciphertext, sharedSecret } = kem.encapsulate(publicKey);

// Recipient: recover the same secret from the ciphertext.
const recovered = kem.decapsulate(ciphertext, secretKey);
console.assert(recovered.every((b, i) => b === sharedSecret[i]));`,
  },
  useWhen: [
    "A browser or Node.js app must establish quantum-safe keys end to end",
    "You need ML-KEM or ML-DSA without native build steps",
    "Bundle size matters: the WASM core is small enough for front ends",
  ],
  coreTech: ["ml-kem", "ml-dsa"],
};
