import type { OpenSourceDetail } from "../data/opensource-details/types";
import type { DetailKind } from "./kind";

/** The open-source projects, each with two pages: /ecosystem/opensource/{id} and /devhub/projects/{id}. */
export const openSourceDetails = {
  routes: ["opensource-detail", "project-detail"],
  items: {
    "torus-he": {
      en: () => import("../data/opensource-details/torus-he"),
      ko: () => import("../ko/data/opensource-details/torus-he"),
    },
    "mlkem-wasm": {
      en: () => import("../data/opensource-details/mlkem-wasm"),
      ko: () => import("../ko/data/opensource-details/mlkem-wasm"),
    },
    "moduli-circuits": {
      en: () => import("../data/opensource-details/moduli-circuits"),
      ko: () => import("../ko/data/opensource-details/moduli-circuits"),
    },
    "thresh-sign": {
      en: () => import("../data/opensource-details/thresh-sign"),
      ko: () => import("../ko/data/opensource-details/thresh-sign"),
    },
    fedhe: {
      en: () => import("../data/opensource-details/fedhe"),
      ko: () => import("../ko/data/opensource-details/fedhe"),
    },
    "pq-tls-proxy": {
      en: () => import("../data/opensource-details/pq-tls-proxy"),
      ko: () => import("../ko/data/opensource-details/pq-tls-proxy"),
    },
  },
} as const satisfies DetailKind<OpenSourceDetail>;
