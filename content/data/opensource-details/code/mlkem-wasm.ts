import type { CodeSample } from "../types";

/** The quick start's code: the same in both editions (code is not translated). */
export const quickstart: CodeSample = {
  language: "TypeScript",
  code: `import { MlKem768 } from "@nullspace/mlkem-wasm";

const kem = await MlKem768.init();
const { publicKey, secretKey } = kem.generateKeyPair();

// Sender: derive a 32-byte shared secret and a ciphertext for the recipient.
const { ciphertext, sharedSecret } = kem.encapsulate(publicKey);

// Recipient: recover the same secret from the ciphertext.
const recovered = kem.decapsulate(ciphertext, secretKey);
console.assert(recovered.every((b, i) => b === sharedSecret[i]));`,
};
