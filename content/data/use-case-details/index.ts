import type { UseCaseDetail } from "./types";

export type { UseCaseDetail } from "./types";

/**
 * One chunk per item: a detail page downloads only the long form it shows (see ADR 0030). Keys are ids.
 */
export const useCaseDetailLoaders: Readonly<Record<string, () => Promise<UseCaseDetail>>> = {
  "encrypted-credit-scoring": () => import("./encrypted-credit-scoring").then((m) => m.detail),
  "private-medical-analytics": () => import("./private-medical-analytics").then((m) => m.detail),
  "quantum-safe-vpn": () => import("./quantum-safe-vpn").then((m) => m.detail),
  "zk-identity-verification": () => import("./zk-identity-verification").then((m) => m.detail),
  "post-quantum-firmware-signing": () => import("./post-quantum-firmware-signing").then((m) => m.detail),
  "federated-fraud-detection": () => import("./federated-fraud-detection").then((m) => m.detail),
};
