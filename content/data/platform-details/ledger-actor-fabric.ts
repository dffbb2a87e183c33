import { platformCta } from "../shared/platform-details";
import type { Platform } from "./types";

export const detail: Platform = {
  overview: [
    "Ledger Actor Fabric is a runtime for permissioned ledgers built on the actor model. Business logic is written as deterministic actors that own their state and communicate only by messages; the fabric orders those messages with Byzantine-fault-tolerant consensus, so every replica computes the same state.",
    "Checkpoints of the global state are signed by a threshold of validators, which gives light clients and other chains one compact, verifiable commitment instead of a full replay.",
  ],
  facts: [
    { label: "Consensus", value: "HotStuff-style BFT, tolerates f faults among 3f + 1 validators" },
    { label: "Actors", value: "Deterministic WebAssembly modules (Rust, Go via TinyGo, AssemblyScript)" },
    { label: "Checkpoints", value: "Threshold BLS signatures over the state root" },
    { label: "Finality", value: "Deterministic, no forks" },
  ],
  features: [
    {
      title: "Actor programming model",
      description:
        "Each actor owns its state and mailbox, which keeps contracts small, testable and free of shared-state races.",
    },
    {
      title: "BFT ordering",
      description: "Messages are totally ordered by a HotStuff-style protocol with linear view changes.",
    },
    {
      title: "Threshold checkpoints",
      description:
        "A single aggregated signature attests the state root, verifiable by light clients and bridges.",
    },
    {
      title: "Confidentiality domains",
      description:
        "Actors can run in domains whose state is replicated only among entitled members, with hashes on the shared ledger.",
    },
    {
      title: "Deterministic replay",
      description:
        "Any replica can re-execute history from a checkpoint to audit or debug a business process.",
    },
    {
      title: "Observability",
      description: "OpenTelemetry traces follow a message across actors and validators.",
    },
  ],
  steps: [
    {
      title: "Write actors",
      description:
        "Implement each business role as an actor with typed messages, and compile it to WebAssembly.",
    },
    {
      title: "Deploy to the fabric",
      description:
        "Validators of the consortium install the actor; its code hash becomes part of the ledger state.",
    },
    {
      title: "Order and execute",
      description:
        "Clients send messages; BFT consensus orders them and every validator executes them deterministically.",
    },
    {
      title: "Checkpoint",
      description:
        "At each epoch a threshold of validators signs the state root, producing a compact proof of state.",
    },
  ],
  audiences: [
    {
      who: "Consortia in trade finance, supply chain and settlement",
      why: "Share a process across companies without trusting a single operator, with deterministic finality.",
    },
    {
      who: "Distributed-systems engineers",
      why: "Use a message-passing model they already know instead of a global-state smart-contract VM.",
    },
    {
      who: "Tokenization platforms",
      why: "Run Tokenis and similar applications on a ledger with confidentiality domains and fast finality.",
    },
  ],
  cta: platformCta("ledger-actor-fabric", {
    title: "Build a consortium ledger on actors",
    text: "Join the developer program for the actor SDK and a local four-validator network.",
    primary: "Join the Developer Program",
    secondary: "Browse open-source projects",
  }),
};
