import type { CodeSample } from "./opensource-details/types";

/** The install command of each open-source project (the DevHub list shows them all, so they are kept small). */
export const openSourceInstall: Readonly<Record<string, CodeSample>> = {
  "torus-he": { language: "shell", code: "cargo add torus-he --features ckks,bootstrap" },
  "mlkem-wasm": { language: "shell", code: "npm install @nullspace/mlkem-wasm" },
  "moduli-circuits": { language: "shell", code: "npm install @nullspace/moduli-circuits circomlib" },
  "thresh-sign": { language: "shell", code: "go get nullspace.example/thresh-sign@latest" },
  fedhe: { language: "shell", code: "pip install fedhe" },
  "pq-tls-proxy": {
    language: "shell",
    code: "go install nullspace.example/pq-tls-proxy/cmd/pqproxy@latest",
  },
};
