import { sharedSolutionDetails } from "../shared/solution-details";
import type { SolutionDetail } from "./types";

export const detail: SolutionDetail = {
  overview:
    "Ledger Actor Fabric runs business logic as deterministic actors on a permissioned ledger. Actors exchange messages, a BFT protocol orders them across organisations and threshold-signed checkpoints make the shared state verifiable by anyone holding the committee key.",
  features: [
    {
      title: "Deterministic actors",
      body: "Each actor owns its state and processes one message at a time, so replicas reach the same result without locks.",
    },
    {
      title: "BFT ordering",
      body: "A HotStuff-style protocol tolerates up to f faulty members out of 3f + 1 and finalises in a few hundred milliseconds.",
    },
    {
      title: "Threshold-signed checkpoints",
      body: "Periodic state roots carry one compact committee signature that external systems can verify.",
    },
    {
      title: "Typed SDKs",
      body: "Actors are written in TypeScript, Rust or Go with the same message schema language.",
    },
  ],
  howItWorks: [
    "Developers declare actors, their state and the messages they accept.",
    "Members submit messages; the ordering service batches and orders them.",
    "Every replica executes the ordered batch deterministically.",
    "Checkpoints are signed with a threshold key shared among the members.",
  ],
  useCases: [
    "Inter-bank reconciliation and netting",
    "Supply-chain provenance between manufacturers and logistics firms",
    "Consortium registries with verifiable history",
  ],
  ...sharedSolutionDetails["ledger-actor-fabric"],
};
