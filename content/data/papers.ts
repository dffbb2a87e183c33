/**
 * The whitepaper library (/research/whitepaper-library): 18 papers by the (fictional) Nullspace research team.
 * Listing data only; the body text of each paper lives in paper-sections.ts so the library's page chunk stays
 * small (only the build-time PDF generator needs the bodies).
 */
import { withText } from "../with-text";
import { sharedPapers } from "./shared/papers";
export const PAPER_TOPICS = [
  "Homomorphic Encryption",
  "Post-Quantum Cryptography",
  "Zero-Knowledge Proofs",
  "Multi-Party Computation",
  "Privacy-Preserving ML",
  "Blockchain Privacy",
  "Differential Privacy",
] as const;
export type PaperTopic = (typeof PAPER_TOPICS)[number];

export interface Paper {
  id: string;
  title: string;
  authors: readonly string[];
  year: number;
  topic: PaperTopic;
  /** The research technology (content/data/technologies.ts) the paper belongs to. */
  technologyId: string;
  abstract: string;
  keywords: readonly string[];
}

/** Where the build writes each paper's PDF (scripts/lib/pdfs.ts) and where the viewer fetches it. */
export const paperPdfPath = (id: string): string => `/papers/${id}.pdf`;

/** The library's query parameter that opens a paper in the viewer, and a link that uses it. */
export const PAPER_PARAM = "paper";
export const paperViewerPath = (id: string): string =>
  `/research/whitepaper-library?${PAPER_PARAM}=${encodeURIComponent(id)}`;

export const papers: readonly Paper[] = withText(sharedPapers, (e) => e.id, {
  "ec-elgamal-encrypted-aggregation": {
    abstract:
      "Additively homomorphic EC-ElGamal lets a server add encrypted values, but decryption requires a discrete logarithm and has been limited to tiny plaintexts. We present a decryption pipeline that combines a precomputed baby-step giant-step table with CRT-split plaintexts, recovering 64-bit sums in under a millisecond on commodity servers. Deployed in the TorusDB aggregation engine, the scheme answers SUM, COUNT and AVG queries over encrypted columns with 66 bytes of ciphertext per 16-bit limb on P-256, two orders of magnitude smaller than lattice-based alternatives for this workload.",
  },
  "ckks-bootstrapping-parameters": {
    abstract:
      "The CKKS scheme supports approximate arithmetic on encrypted real numbers, and bootstrapping refreshes the modulus so that circuits of unbounded depth can be evaluated. We study the trade-off between ring dimension, modulus chain and bootstrapping precision under the HomomorphicEncryption.org security tables. For N = 2^16 we obtain 24 bits of precision after bootstrapping with nine levels left for application circuits, and we give concrete parameter sets for logistic regression inference and encrypted statistics.",
  },
  "rns-bfv-bgv-queries": {
    abstract:
      "BFV and BGV evaluate exact integer arithmetic modulo a plaintext modulus t. We implement both schemes in the residue number system (RNS), avoiding multi-precision arithmetic, and use SIMD batching to pack thousands of database rows into one ciphertext. Equality and range predicates are evaluated with low-depth polynomial circuits. On a 1-million-row table an encrypted equality filter completes in 3.1 seconds on eight cores, and we compare noise growth of the two schemes across realistic query plans.",
  },
  "tfhe-programmable-bootstrapping": {
    abstract:
      "TFHE bootstraps a single LWE ciphertext in milliseconds, and programmable bootstrapping evaluates an arbitrary lookup table while it reduces noise. We describe a compiler that lowers integer comparisons, ReLU and small non-linear functions to chains of programmable bootstraps over 4-bit message blocks, with carry propagation handled by a radix decomposition. The approach makes branch-heavy business logic practical on encrypted data and complements CKKS for the non-polynomial parts of a workload.",
  },
  "hybrid-mlkem-tls": {
    abstract:
      "Harvest-now, decrypt-later attacks make key exchange the most urgent part of a post-quantum migration. We report on moving a fleet of TLS 1.3 terminators to the hybrid X25519MLKEM768 group, which pairs an ML-KEM-768 (FIPS 203) encapsulation key with an X25519 share. The client key share grows from 32 to 1,216 bytes; we measure handshake latency, ClientHello fragmentation across middleboxes, and CPU cost, and we describe a staged rollout with downgrade monitoring.",
  },
  "mldsa-constrained-devices": {
    abstract:
      "ML-DSA (FIPS 204) is the primary lattice-based signature standard, but its rejection-sampling signer and large keys challenge microcontrollers with tens of kilobytes of RAM. We present a stack-optimised implementation of ML-DSA-44 and ML-DSA-65 that streams the expansion of the public matrix A, keeps peak stack usage under 12 KB for ML-DSA-44, and resists timing and simple power analysis. We report cycle counts, code size and the effect of deterministic versus hedged signing on fault resistance.",
  },
  "slhdsa-firmware-signing": {
    abstract:
      "Firmware signed today must still verify in devices deployed for fifteen years or more. SLH-DSA (FIPS 205) rests only on the security of its hash function, which makes it a conservative choice for such roots of trust. We compare the SHA2-128s and SHA2-128f parameter sets, whose signatures are 7,856 and 17,088 bytes, against ML-DSA, and describe a boot-ROM verifier that validates SLH-DSA-SHA2-128s signatures in a single pass with 2 KB of RAM.",
  },
  "mlwe-parameter-guide": {
    abstract:
      "Lattice schemes are only as secure as their parameters. This guide explains how the ring dimension, modulus, error distribution and module rank of RLWE and MLWE instances determine resistance to primal and dual lattice-reduction attacks, and how to use the lattice estimator to derive a security level in core-SVP terms. We work through parameter choices for encryption, key encapsulation and homomorphic encryption, and list the common mistakes we found reviewing production code.",
  },
  "zk-signature-validity": {
    abstract:
      "Many credentials are simply signatures by an issuer. We show how a holder can prove in zero knowledge that they possess a valid EdDSA or ECDSA signature on a hidden message that satisfies a public predicate, without revealing the signature or the message. Our PLONK circuits use non-native field arithmetic with lookup arguments, cutting the constraint count of ECDSA P-256 verification by a factor of four compared with a plain R1CS encoding, and prove in under three seconds on a laptop.",
  },
  "plonk-selective-disclosure": {
    abstract:
      "Selective disclosure lets a user reveal that they are over eighteen without revealing their birth date. We compare Groth16 and PLONK for credential predicates and argue that PLONK's universal, updatable structured reference string outweighs its larger proof for identity systems whose circuits change often. We give custom gates for date arithmetic and Merkle membership with the Poseidon hash, and report proof sizes under one kilobyte with verification in a few milliseconds.",
  },
  "recursive-snark-rollups": {
    abstract:
      "A validity rollup posts one succinct proof that a batch of transactions moved the chain from one state root to the next. We describe a two-layer design in which PLONK proofs of transaction chunks are aggregated recursively over a cycle of curves and wrapped into a final proof that is cheap to verify on the settlement layer. We analyse prover parallelism, memory use and the latency of proof generation for batches of 4,096 transfers.",
  },
  "threshold-ecdsa-custody": {
    abstract:
      "Custodians protect signing keys by splitting them among parties so that no single machine ever holds the whole key. We present a t-of-n threshold ECDSA protocol for secp256k1 with distributed key generation, proactive share refresh and identifiable abort, so that a party that deviates is detected and can be excluded. Presignatures computed offline reduce online signing to one round; we report latency for 2-of-3 and 3-of-5 deployments across data centres.",
  },
  "oprf-private-set-intersection": {
    abstract:
      "Private set intersection (PSI) lets two parties learn which items they have in common and nothing else. We compare Diffie-Hellman PSI with OT-extension-based protocols built on oblivious pseudorandom functions for the unbalanced setting of contact discovery, where a server holds millions of entries and a client a few hundred. With a compressed Cuckoo filter of server OPRF outputs, a client's query costs 2 MB of download and under a second of computation.",
  },
  "encrypted-gbdt-inference": {
    abstract:
      "Tree ensembles dominate tabular machine learning in finance and health, yet their comparisons are awkward for homomorphic encryption. We replace each threshold comparison with a low-degree polynomial approximation of the step function, evaluate all nodes of a tree in parallel with CKKS slot packing, and sum leaf values homomorphically. A 100-tree credit-scoring model runs on an encrypted feature vector in 1.4 seconds with accuracy within 0.3 percent of the plaintext model.",
  },
  "he-secure-aggregation-fl": {
    abstract:
      "In cross-silo federated learning a handful of institutions train one model, and their model updates can leak training data. We use threshold CKKS, in which the decryption key is secret-shared among the silos, so that the aggregator adds encrypted updates and only the final sum is ever decrypted. Combined with clipping and Gaussian noise for differential privacy, the protocol trains a ResNet-18 across five hospitals with 11 percent communication overhead over plaintext FedAvg.",
  },
  "confidential-transactions-bulletproofs": {
    abstract:
      "Confidential transactions hide amounts on a public ledger while letting every node check that no value is created. Amounts are hidden in Pedersen commitments, whose additive homomorphism proves that inputs equal outputs, and Bulletproofs range proofs show each output is non-negative without a trusted setup. We describe the design used in the Moduli Chain transaction format, aggregated range proofs of 672 bytes for a 64-bit amount, and batch verification that keeps block validation within budget.",
  },
  "encrypted-mempool-threshold": {
    abstract:
      "When pending transactions are visible, block builders can reorder, insert or censor them to extract value. We encrypt transactions to a validator committee's threshold key so that their contents are revealed only after the block order is committed. We present the key-management protocol, an epoch-based threshold decryption scheme with batched shares, and an analysis of the latency it adds to block production on a network of 64 validators.",
  },
  "dp-accounting-analytics": {
    abstract:
      "An analytics service answers many queries over the same data, and every answer spends part of a privacy budget. We describe a query engine that adds calibrated Laplace or Gaussian noise to counts, sums and histograms and tracks the cumulative loss with advanced composition. We show how sensitivity bounds are enforced by contribution limits per user, and how budgets are allocated across dashboards so that frequent queries remain useful while the total guarantee stays within a fixed epsilon.",
  },
});
