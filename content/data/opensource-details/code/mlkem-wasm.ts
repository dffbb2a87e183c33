import type { CodeSample } from "../types";

/** The quick start's code, the same in both editions; each edition writes its comments in its own language. */
export const quickstart = (comment: { sender: string; recipient: string }): CodeSample => ({
  language: "TypeScript",
  code: `import { MlKem768 } from "@nullspace/mlkem-wasm";

const kem = await MlKem768.init();
const { publicKey, secretKey } = kem.generateKeyPair();

// ${comment.sender}
const { ciphertext, sharedSecret } = kem.encapsulate(publicKey);

// ${comment.recipient}
const recovered = kem.decapsulate(ciphertext, secretKey);
console.assert(recovered.every((b, i) => b === sharedSecret[i]));`,
});
