import type { OpenSourceDetail } from "./types";

export type { CodeSample, OpenSourceDetail } from "./types";

/** One chunk per project: a detail page downloads only the long form it shows (see ADR 0030). Keys are ids. */
export const openSourceDetailLoaders: Readonly<Record<string, () => Promise<OpenSourceDetail>>> = {
  "torus-he": () => import("./torus-he").then((m) => m.detail),
  "mlkem-wasm": () => import("./mlkem-wasm").then((m) => m.detail),
  "moduli-circuits": () => import("./moduli-circuits").then((m) => m.detail),
  "thresh-sign": () => import("./thresh-sign").then((m) => m.detail),
  fedhe: () => import("./fedhe").then((m) => m.detail),
  "pq-tls-proxy": () => import("./pq-tls-proxy").then((m) => m.detail),
};
