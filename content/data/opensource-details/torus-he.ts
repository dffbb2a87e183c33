import { quickstart } from "./code/torus-he";
import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  license: "Apache-2.0",
  quickstart,
  useWhen: [
    "You need CKKS or BFV in a Rust service or embedded in another language through its C API",
    "Your workload needs bootstrapping or GPU acceleration",
    "You want ciphertexts that TorusDB can read directly",
  ],
  coreTech: ["ckks", "he-federated-learning"],
};
