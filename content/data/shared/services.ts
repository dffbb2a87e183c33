import { MODULI_CHAIN_MAINNET_LIVE } from "../moduli-chain-status";
import type { ServiceCard } from "../services";

/**
 * What both editions say alike of each card of the services catalogue (the text is in content/data/services.ts
 * and its Korean sibling), in the catalogue's order.
 */
export const sharedServiceCards = [
  {
    id: "cusp",
    title: "CUSP",
    icon: "key-round",
    gradient: "from-indigo-700 to-violet-700",
    path: "/service/cusp",
    solutionIds: ["cusp"],
    status: "active",
  },
  {
    id: "privid",
    title: "PrivID / TorusDB",
    icon: "fingerprint",
    gradient: "from-sky-700 to-indigo-700",
    path: "/service/privid",
    solutionIds: ["privid", "torusdb"],
    status: "active",
  },
  {
    id: "pqc-function",
    title: "PQC-Function",
    icon: "atom",
    gradient: "from-violet-700 to-fuchsia-700",
    path: "/service/pqc-function",
    solutionIds: ["pqc-function"],
    status: "beta",
  },
  {
    id: "tokenis",
    title: "Tokenis",
    icon: "coins",
    gradient: "from-emerald-700 to-teal-700",
    path: "/service/tokenis",
    solutionIds: ["tokenis"],
    status: "beta",
  },
  {
    id: "epsilon",
    title: "Epsilon",
    icon: "chart",
    gradient: "from-amber-800 to-orange-800",
    path: "/service/epsilon",
    solutionIds: ["epsilon"],
    status: "active",
  },
  {
    id: "moduli-chain",
    title: "Moduli Chain",
    icon: "layers",
    gradient: "from-slate-700 to-slate-900",
    path: "/ecosystem/solutions/moduli-chain",
    solutionIds: ["moduli-chain"],
    status: MODULI_CHAIN_MAINNET_LIVE ? "active" : "coming-soon",
  },
  {
    id: "ledger-actor-fabric",
    title: "Ledger Actor Fabric",
    icon: "network",
    gradient: "from-rose-700 to-pink-700",
    path: "/service/ledger-actor-fabric",
    solutionIds: ["ledger-actor-fabric"],
    status: "beta",
  },
] as const satisfies readonly Pick<
  ServiceCard,
  "id" | "title" | "icon" | "gradient" | "path" | "solutionIds" | "status"
>[];
