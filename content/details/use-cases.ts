import type { UseCaseDetail } from "../data/use-case-details/types";
import type { DetailKind } from "./kind";

/** The DevHub use cases: /devhub/use-cases/{slug}. */
export const useCaseDetails = {
  routes: ["use-case-detail"],
  items: {
    "encrypted-credit-scoring": {
      en: () => import("../data/use-case-details/encrypted-credit-scoring"),
      ko: () => import("../ko/data/use-case-details/encrypted-credit-scoring"),
    },
    "private-medical-analytics": {
      en: () => import("../data/use-case-details/private-medical-analytics"),
      ko: () => import("../ko/data/use-case-details/private-medical-analytics"),
    },
    "quantum-safe-vpn": {
      en: () => import("../data/use-case-details/quantum-safe-vpn"),
      ko: () => import("../ko/data/use-case-details/quantum-safe-vpn"),
    },
    "zk-identity-verification": {
      en: () => import("../data/use-case-details/zk-identity-verification"),
      ko: () => import("../ko/data/use-case-details/zk-identity-verification"),
    },
    "post-quantum-firmware-signing": {
      en: () => import("../data/use-case-details/post-quantum-firmware-signing"),
      ko: () => import("../ko/data/use-case-details/post-quantum-firmware-signing"),
    },
    "federated-fraud-detection": {
      en: () => import("../data/use-case-details/federated-fraud-detection"),
      ko: () => import("../ko/data/use-case-details/federated-fraud-detection"),
    },
  },
} as const satisfies DetailKind<UseCaseDetail>;
