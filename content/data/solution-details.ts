/**
 * Long-form content of the solution detail pages, keyed by solution id. Kept apart from solutions.ts because the
 * route registry imports that module into the shell's entry chunk; this one loads only with the detail page.
 */
export interface Feature {
  title: string;
  body: string;
}

export interface SolutionDetail {
  overview: string;
  features: readonly Feature[];
  howItWorks: readonly string[];
  useCases: readonly string[];
  /** Core technology ids this solution is built on. */
  coreTech: readonly string[];
  /** The platform page of the Service portal, when there is one. */
  servicePath?: string;
}

export const solutionDetails: Readonly<Record<string, SolutionDetail>> = {
  torusdb: {
    overview:
      "TorusDB stores every column as CKKS ciphertexts and evaluates SQL aggregates, filters and vector similarity on them directly. The database server holds only evaluation keys: it can compute but never decrypt, so a breach of the server or a curious operator reveals nothing about the rows.",
    features: [
      {
        title: "Encrypted SQL aggregates",
        body: "SUM, AVG, COUNT, variance and GROUP BY over encrypted columns, with comparison filters evaluated by polynomial approximation.",
      },
      {
        title: "Encrypted vector search",
        body: "Inner-product and cosine similarity on packed embeddings for private retrieval-augmented generation and biometric matching.",
      },
      {
        title: "GPU acceleration",
        body: "NTT, key switching and bootstrapping run on CUDA kernels, bringing batch queries over millions of rows to interactive latency.",
      },
      {
        title: "Client-held keys",
        body: "Secret keys stay in the client or its HSM; the server receives only relinearisation, rotation and bootstrapping keys.",
      },
    ],
    howItWorks: [
      "The client SDK encodes each column into CKKS plaintext slots (up to N/2 values per ciphertext) and encrypts it with the tenant's public key.",
      "Queries are compiled into a circuit of additions, multiplications and slot rotations, with comparisons replaced by minimax polynomial approximations.",
      "The server evaluates the circuit with evaluation keys only and bootstraps when the multiplicative depth runs out.",
      "The encrypted result returns to the client, which decrypts it locally; nothing in between ever sees plaintext.",
    ],
    useCases: [
      "Joint statistics over customer data held by several banks",
      "Private semantic search over confidential documents",
      "Encrypted face-template matching for PrivID",
    ],
    coreTech: ["ckks", "he-federated-learning"],
    servicePath: "/service/privid",
  },
  privid: {
    overview:
      "PrivID authenticates people by face or credential without ever holding a usable biometric. Templates are encrypted on the enrolling device and compared under homomorphic encryption in TorusDB, so a database leak exposes ciphertexts, not faces.",
    features: [
      {
        title: "Homomorphic template matching",
        body: "The similarity between a live capture and the enrolled template is computed on ciphertexts; only the match decision is decrypted.",
      },
      {
        title: "FIDO2 and passkeys",
        body: "PrivID acts as a FIDO2 authenticator backend, so existing WebAuthn flows gain a biometric factor without storing biometrics.",
      },
      {
        title: "Revocable templates",
        body: "A compromised template is revoked by re-keying: the old ciphertexts become useless and the user re-enrols.",
      },
      {
        title: "Liveness checks on device",
        body: "Presentation-attack detection runs before encryption, so the server never needs to inspect raw images.",
      },
    ],
    howItWorks: [
      "At enrolment the device extracts a face embedding and encrypts it with the tenant's CKKS public key.",
      "At login a fresh embedding is encrypted and sent with the user's identifier.",
      "TorusDB computes the encrypted inner product between both embeddings.",
      "A threshold decryption reveals only whether the score passes the configured threshold.",
    ],
    useCases: [
      "Employee access to regulated systems",
      "Customer onboarding and step-up authentication in banking apps",
      "Border and venue access where biometric databases must not be a liability",
    ],
    coreTech: ["ckks", "threshold-mpc"],
    servicePath: "/service/privid",
  },
  "pqc-function": {
    overview:
      "PQC-Function gives any service post-quantum cryptography through one API call: ML-KEM key encapsulation, ML-DSA and SLH-DSA signatures, and hybrid modes that combine them with X25519 and ECDSA while the ecosystem migrates.",
    features: [
      {
        title: "NIST standard algorithms",
        body: "ML-KEM (FIPS 203), ML-DSA (FIPS 204) and SLH-DSA (FIPS 205) at every standardised parameter set.",
      },
      {
        title: "Hybrid by default",
        body: "X25519MLKEM768 key agreement and composite ML-DSA + ECDSA signatures keep classical security if a new scheme is broken.",
      },
      {
        title: "Keys in HSMs",
        body: "Private keys are generated and used inside FIPS 140-3 validated HSMs; the API returns handles, never key material.",
      },
      {
        title: "REST and gRPC",
        body: "The same operations over HTTPS JSON and gRPC, with idempotency keys and per-key usage policies.",
      },
    ],
    howItWorks: [
      "Create a key with an algorithm and a policy (which operations, which callers, rotation period).",
      "Call encapsulate, decapsulate, sign or verify with the key handle; payloads are base64url.",
      "Every call is logged with the key id and caller for audit, without logging plaintexts.",
      "Rotate or switch algorithms by policy, without changing application code (crypto-agility).",
    ],
    useCases: [
      "Quantum-safe envelope encryption for archives that must stay confidential for decades",
      "Post-quantum code and firmware signing",
      "Hybrid key exchange for internal service-to-service traffic",
    ],
    coreTech: ["ml-kem", "ml-dsa"],
    servicePath: "/service/pqc-function",
  },
  tokenis: {
    overview:
      "Tokenis issues and manages tokenised real-world assets such as bonds, funds and invoices. Balances and transfer amounts are confidential, while zero-knowledge proofs show regulators and counterparties that every transfer respected the asset's rules.",
    features: [
      {
        title: "Confidential balances",
        body: "Amounts are Pedersen commitments; range proofs show they are non-negative without revealing them.",
      },
      {
        title: "Compliance as proofs",
        body: "Transfer rules (whitelists, holding limits, lock-ups) are enforced by zk-SNARK circuits checked on chain.",
      },
      {
        title: "Selective disclosure",
        body: "Auditors receive view keys scoped to an asset or a period, not the whole ledger.",
      },
      {
        title: "Lifecycle automation",
        body: "Coupon payments, redemptions and corporate actions run as scheduled, auditable contracts.",
      },
    ],
    howItWorks: [
      "The issuer defines the asset, its transfer rules and the identity attestations a holder needs.",
      "Holders prove eligibility with a zero-knowledge credential instead of sharing documents.",
      "Each transfer carries a Groth16 or PLONK proof that amounts balance and rules hold.",
      "Validators verify the proof in milliseconds and update the commitments.",
    ],
    useCases: [
      "Digital bonds with confidential positions",
      "Fund units distributed to eligible investors only",
      "Invoice financing between suppliers and banks",
    ],
    coreTech: ["zk-snark", "ml-dsa"],
    servicePath: "/service/tokenis",
  },
  epsilon: {
    overview:
      "Epsilon answers analytical questions across organisations without pooling their data. Private set intersection finds the overlap, encrypted aggregation computes the statistics and a differential-privacy budget bounds what any series of answers can reveal about one person.",
    features: [
      {
        title: "Private set intersection",
        body: "Match customers or patients across parties on hashed identifiers without revealing non-matching records.",
      },
      {
        title: "Differential privacy budgets",
        body: "Each dataset has an epsilon budget; the engine adds calibrated Laplace or Gaussian noise and refuses queries that would exceed it.",
      },
      {
        title: "Encrypted joins",
        body: "Attributes of matched records are combined under homomorphic encryption before any aggregate is released.",
      },
      {
        title: "SQL interface",
        body: "Analysts write ordinary SQL; the planner rewrites it into private operators and reports the budget it will spend.",
      },
    ],
    howItWorks: [
      "Each party installs an Epsilon node next to its data; raw rows never leave it.",
      "The query planner splits a SQL query into PSI, encrypted aggregation and noise steps.",
      "Nodes run the protocol with each other and only the noisy aggregate is decrypted.",
      "The budget ledger records the privacy loss of every released answer.",
    ],
    useCases: [
      "Advertising reach measurement without sharing customer lists",
      "Fraud-ring detection across banks",
      "Multi-hospital cohort studies",
    ],
    coreTech: ["ckks", "threshold-mpc"],
    servicePath: "/service/epsilon",
  },
  "moduli-chain": {
    overview:
      "Moduli Chain is a zk-rollup designed for the post-quantum era: accounts sign with ML-DSA, transactions wait in an encrypted mempool to stop front-running, and batches settle on a public Layer 1 with a succinct validity proof.",
    features: [
      {
        title: "Post-quantum accounts",
        body: "Account abstraction lets every wallet use ML-DSA signatures, verified inside the rollup's proof rather than on Layer 1.",
      },
      {
        title: "Encrypted mempool",
        body: "Transactions are threshold-encrypted until ordering is final, removing the information front-runners rely on.",
      },
      {
        title: "Validity proofs",
        body: "Recursive PLONK proofs compress thousands of transactions into one proof checked by the Layer 1 contract.",
      },
      {
        title: "EVM-compatible execution",
        body: "Existing Solidity contracts deploy unchanged; precompiles expose PQC verification to contracts.",
      },
    ],
    howItWorks: [
      "Users submit transactions encrypted to the sequencer committee's threshold key.",
      "The committee fixes the order first, then jointly decrypts the batch.",
      "The prover executes the batch and produces a recursive validity proof.",
      "The Layer 1 contract verifies the proof and records the new state root.",
    ],
    useCases: [
      "Long-lived assets that must outlast the arrival of quantum computers",
      "Fair ordering for decentralised exchanges",
      "Settlement layer for Tokenis assets",
    ],
    coreTech: ["zk-snark", "ml-dsa", "threshold-mpc"],
  },
  "ledger-actor-fabric": {
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
    coreTech: ["threshold-mpc", "ml-dsa"],
    servicePath: "/service/ledger-actor-fabric",
  },
  cusp: {
    overview:
      "CUSP, the Cryptographic Unified Security Platform, brings key custody, signing and policy together. Keys are split with threshold MPC across independent nodes and HSMs, so no machine, administrator or attacker ever holds a whole private key.",
    features: [
      {
        title: "Threshold signing",
        body: "t-of-n ECDSA and EdDSA signatures produced jointly by key-share holders, compatible with every chain that verifies ordinary signatures.",
      },
      {
        title: "HSM integration",
        body: "Key shares can live in PKCS#11 HSMs or cloud KMS, mixing vendors to avoid a single point of trust.",
      },
      {
        title: "Policy engine",
        body: "Approval quorums, spending limits, allow-lists and time windows are enforced before any share participates.",
      },
      {
        title: "One console",
        body: "Inventory, approvals, audit trails and post-quantum migration status for every key in one place.",
      },
    ],
    howItWorks: [
      "Distributed key generation creates shares on independent nodes; the full key never exists.",
      "A signing request is checked against policy and collects the required approvals.",
      "The share holders run the threshold protocol and output one standard signature.",
      "Shares are refreshed proactively, so stolen old shares are worthless.",
    ],
    useCases: [
      "Digital-asset custody for exchanges and banks",
      "Code-signing keys shared between release teams",
      "Treasury operations with multi-party approval",
    ],
    coreTech: ["threshold-mpc", "ml-dsa"],
    servicePath: "/service/cusp",
  },
};
