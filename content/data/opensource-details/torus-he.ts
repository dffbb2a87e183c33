import { sharedOpenSourceDetails } from "../shared/opensource-details";
import { quickstart } from "./code/torus-he";
import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  ...sharedOpenSourceDetails["torus-he"],
  quickstart: quickstart({
    params: "N = 2^15, 128-bit security, enough depth for one bootstrapping cycle.",
    raise: "+3 % on every slot at once",
  }),
  useWhen: [
    "You need CKKS or BFV in a Rust service or embedded in another language through its C API",
    "Your workload needs bootstrapping or GPU acceleration",
    "You want ciphertexts that TorusDB can read directly",
  ],
};
