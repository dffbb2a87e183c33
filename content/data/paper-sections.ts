/**
 * Body text of the 18 papers (content/data/papers.ts), keyed by paper id. Only the build-time PDF generator
 * (scripts/lib/pdfs.ts) imports this module, so it never reaches the client bundle.
 */
export interface PaperSection {
  heading: string;
  paragraphs: readonly string[];
}

export const paperSections: Readonly<Record<string, readonly PaperSection[]>> = {
  "ec-elgamal-encrypted-aggregation": [
    {
      heading: "1. Introduction",
      paragraphs: [
        "Aggregate queries are the bulk of analytical traffic on sensitive tables: totals per region, average balances, counts of flagged records. Fully homomorphic schemes can answer them, but their ciphertexts are kilobytes large and most of their power is unused when the only operation needed is addition.",
        "Exponential EC-ElGamal encrypts a message m as the pair (rG, mG + rP) for a public key P = xG. Adding two ciphertexts component-wise yields an encryption of the sum. Decryption recovers mG and must then solve a discrete logarithm, which is feasible only when m is small.",
      ],
    },
    {
      heading: "2. Construction",
      paragraphs: [
        "We split each 64-bit plaintext into four 16-bit limbs under the Chinese remainder theorem with pairwise coprime moduli and encrypt each limb separately. Sums of up to 2^16 rows keep every limb below 2^32, which a baby-step giant-step table of 2^16 points solves in at most 2^16 group operations. The CRT recombination is done by the client after decryption.",
        "Ciphertexts use compressed P-256 points, 33 bytes each, so one limb costs 66 bytes. Re-randomisation and a Chaum-Pedersen proof of correct decryption let an auditor check results returned by the database server without learning the key.",
      ],
    },
    {
      heading: "3. Evaluation and deployment",
      paragraphs: [
        "On a 16-core server the engine adds 40 million ciphertexts per second and decrypts a 64-bit aggregate in 0.7 ms with a 4 MB precomputed table. In TorusDB the scheme serves SUM, COUNT and AVG; queries that need multiplication or comparison are routed to the CKKS and TFHE engines instead.",
        "The scheme is semantically secure under the decisional Diffie-Hellman assumption and is therefore not post-quantum. We recommend it for data whose confidentiality horizon is short, and we discuss a migration path to lattice-based additive encryption.",
      ],
    },
  ],
  "ckks-bootstrapping-parameters": [
    {
      heading: "1. Background",
      paragraphs: [
        "CKKS encodes a vector of complex numbers into a polynomial of the ring Z_q[X]/(X^N + 1), scaled by a factor Delta, and encrypts it under RLWE. Each multiplication is followed by rescaling, which divides by one prime of the modulus chain and consumes a level. When the levels are exhausted, bootstrapping raises the modulus again by homomorphically evaluating the decryption circuit.",
      ],
    },
    {
      heading: "2. The bootstrapping pipeline",
      paragraphs: [
        "Bootstrapping has four stages: modulus raising, the homomorphic linear transform CoeffToSlot, an approximate evaluation of the modular reduction, and SlotToCoeff. We evaluate the modular reduction with a Chebyshev interpolation of a scaled cosine followed by double-angle iterations, and use sparse-secret encapsulation to keep the reduction interval small.",
        "The total modulus log(QP) is bounded by the security table: for N = 2^16 and a ternary secret, 128-bit classical security allows about 1,772 bits. Bootstrapping consumes roughly 14 levels of 50 to 60 bits, which leaves nine levels of application depth with a 40-bit scale.",
      ],
    },
    {
      heading: "3. Results",
      paragraphs: [
        "A full-slot bootstrap of 32,768 complex values takes 19 seconds single-threaded and 3.2 seconds on 16 threads, with 24 bits of precision measured as the mean log2 error. We give three parameter sets tuned for throughput, precision and latency, and show that precision, not time, is usually the binding constraint for iterative algorithms such as encrypted logistic regression training.",
      ],
    },
  ],
  "rns-bfv-bgv-queries": [
    {
      heading: "1. Exact arithmetic on encrypted integers",
      paragraphs: [
        "BFV and BGV encrypt integers modulo a plaintext modulus t. BFV places the message in the most significant bits of the ciphertext and is scale-invariant; BGV places it in the least significant bits and manages noise with modulus switching. Both support SIMD batching: when t is a prime congruent to 1 modulo 2N, a plaintext holds N independent slots.",
      ],
    },
    {
      heading: "2. RNS implementation",
      paragraphs: [
        "The ciphertext modulus q is a product of word-sized primes, so every polynomial is stored as residues and multiplied with the number-theoretic transform. BFV's scale-and-round step and BGV's modulus switching are both performed without leaving the RNS representation, using fast base conversion with a correction term.",
        "Equality x = y over a prime field is evaluated as 1 - (x - y)^(t-1) by Fermat's little theorem with a depth of log2(t) multiplications; range predicates decompose values into digits and reuse the equality circuit.",
      ],
    },
    {
      heading: "3. Evaluation",
      paragraphs: [
        "With N = 2^15 and t = 65,537, one ciphertext packs 32,768 rows. An equality filter over one million rows requires 31 ciphertexts and completes in 3.1 seconds on eight cores. BGV needed 18 percent less modulus than BFV for the same query plans, while BFV was simpler to parameterise because its noise does not depend on the modulus chain.",
      ],
    },
  ],
  "tfhe-programmable-bootstrapping": [
    {
      heading: "1. TFHE in brief",
      paragraphs: [
        "TFHE encrypts small messages as LWE ciphertexts over the torus. Bootstrapping performs a blind rotation: an accumulator GLWE ciphertext encoding a test polynomial is rotated by the encrypted phase using external products with GGSW encryptions of the secret key bits, and the result is extracted back into an LWE ciphertext with fresh noise.",
        "Because the test polynomial is arbitrary, the same operation evaluates any function of the message: this is programmable bootstrapping.",
      ],
    },
    {
      heading: "2. Compiling integer programs",
      paragraphs: [
        "Integers are represented in radix 2^4 with two bits of carry space per block. Additions are linear and free of bootstrapping until the carry space fills; then one programmable bootstrap per block extracts the carry and another propagates it. Comparisons compute a per-block sign and merge them with a tree of lookups. Our compiler schedules lookups to maximise parallelism across cores.",
      ],
    },
    {
      heading: "3. Results",
      paragraphs: [
        "A 32-bit encrypted comparison takes 95 ms on 16 cores and a 32-bit addition 60 ms. Business rules such as tiered pricing and fraud thresholds become straightforward to express, and we show how a hybrid pipeline hands numerical work to CKKS and decisions to TFHE through scheme switching.",
      ],
    },
  ],
  "hybrid-mlkem-tls": [
    {
      heading: "1. Why key exchange first",
      paragraphs: [
        "Traffic recorded today can be decrypted by a future cryptographically relevant quantum computer. Signatures only need to resist forgery at the time they are verified, but key exchange must protect data for its whole confidentiality lifetime, so the key exchange is migrated first.",
        "ML-KEM (FIPS 203, August 2024) is a Module-LWE key encapsulation mechanism. ML-KEM-768 has a 1,184-byte encapsulation key, a 1,088-byte ciphertext and a 32-byte shared secret, targeting NIST security category 3.",
      ],
    },
    {
      heading: "2. The hybrid group",
      paragraphs: [
        "The X25519MLKEM768 group concatenates an ML-KEM-768 encapsulation key with an X25519 share in the client's key_share, and the server answers with an ML-KEM ciphertext and its X25519 share. Both shared secrets feed the TLS 1.3 key schedule, so the session is secure if either component is.",
        "The larger ClientHello no longer fits in one TCP segment of a typical path MTU. We found two load balancer models that dropped fragmented ClientHellos and fixed them before enabling the group beyond a canary.",
      ],
    },
    {
      heading: "3. Measurements and rollout",
      paragraphs: [
        "Across 2.3 billion handshakes the median handshake latency rose by 0.4 ms and server CPU per handshake by 3 percent. We rolled out in four stages, tracking the share of negotiated groups per client family and alerting on unexpected fallbacks to classical-only groups, which could signal a downgrade by a middlebox.",
      ],
    },
  ],
  "mldsa-constrained-devices": [
    {
      heading: "1. ML-DSA",
      paragraphs: [
        "ML-DSA (FIPS 204) follows the Fiat-Shamir with aborts paradigm over Module-LWE and Module-SIS. The signer samples a masking vector y, computes w = Ay, derives a challenge from the high bits of w and the message, and outputs z = y + cs1 unless z or the hint would leak information about the secret, in which case it restarts.",
        "ML-DSA-44 has a 1,312-byte public key and a 2,420-byte signature; ML-DSA-65 has 1,952 and 3,309 bytes respectively.",
      ],
    },
    {
      heading: "2. Fitting into small memories",
      paragraphs: [
        "The matrix A is expanded from a 32-byte seed with SHAKE128. Instead of storing A, we regenerate each polynomial of A when it is needed and accumulate products in the NTT domain, trading cycles for memory. Secret vectors are kept in a compressed form and unpacked per polynomial.",
        "All arithmetic is constant time; rejection-sampling loops depend only on public values and the rejection decision, which does not leak the secret. Hedged signing mixes fresh randomness into the nonce derivation, which we recommend for devices exposed to fault injection.",
      ],
    },
    {
      heading: "3. Results",
      paragraphs: [
        "On a Cortex-M4 at 168 MHz, ML-DSA-44 signing averages 4.1 million cycles with a peak stack of 11.6 KB, and verification 1.4 million cycles. ML-DSA-65 fits in 17 KB of stack. These figures make ML-DSA practical for device attestation and signed telemetry.",
      ],
    },
  ],
  "slhdsa-firmware-signing": [
    {
      heading: "1. Motivation",
      paragraphs: [
        "A boot ROM cannot be patched. Its signature algorithm must remain secure for the life of the device, and its verifier must be small and simple. SLH-DSA (FIPS 205), the standardised form of SPHINCS+, relies only on the properties of its hash function, avoiding any structured mathematical assumption.",
      ],
    },
    {
      heading: "2. Structure and parameter choice",
      paragraphs: [
        "An SLH-DSA signature contains a FORS few-time signature on the message digest and a hypertree of WOTS+ one-time signatures that authenticates the FORS key up to the 32-byte public root. The 's' parameter sets minimise signature size at the cost of slow signing; the 'f' sets sign quickly with larger signatures.",
        "Firmware is signed rarely and verified at every boot, so we select SLH-DSA-SHA2-128s: 7,856-byte signatures, 32-byte public keys and signing in under a second on a build server, against 17,088 bytes for SHA2-128f.",
      ],
    },
    {
      heading: "3. A streaming verifier",
      paragraphs: [
        "The verifier processes the signature as it is read from flash, recomputing FORS roots and WOTS+ chains and keeping only the current node. It needs 2 KB of RAM and 5 KB of code, and verifies in 9 ms on a 200 MHz core with a SHA-256 accelerator. For devices that also need fast field updates we recommend dual signatures with ML-DSA.",
      ],
    },
  ],
  "mlwe-parameter-guide": [
    {
      heading: "1. The problems",
      paragraphs: [
        "Learning With Errors asks to recover s from samples (a, <a, s> + e) with small noise e. Ring-LWE works in a polynomial ring such as Z_q[X]/(X^n + 1), so one sample carries n equations; Module-LWE uses vectors of k ring elements of a smaller ring, letting a scheme change its security level by changing k without changing the ring arithmetic.",
      ],
    },
    {
      heading: "2. Estimating security",
      paragraphs: [
        "The dominant attacks embed the instance into a lattice and run BKZ lattice reduction. The primal attack looks for the unique short vector formed by the secret and the error; the dual attack distinguishes samples using short vectors of the dual lattice. Their cost is expressed through the BKZ block size beta, and the core-SVP model prices one SVP call in dimension beta at 2^(0.292 beta) classically.",
        "We show how to run the lattice estimator for a given dimension, modulus and error width, and why the modulus q should be as small as correctness allows: a larger q makes the lattice easier to reduce.",
      ],
    },
    {
      heading: "3. Common mistakes",
      paragraphs: [
        "Our code reviews found noise sampled with a non-constant-time sampler, secrets reused across incompatible parameter sets, homomorphic encryption moduli chosen beyond the HomomorphicEncryption.org tables, and ad hoc rounding that broke the correctness bound. Each is illustrated with a minimal example and a fix.",
      ],
    },
  ],
  "zk-signature-validity": [
    {
      heading: "1. Problem statement",
      paragraphs: [
        "A signed credential reveals everything it contains each time it is shown, and the issuer's signature makes every presentation linkable. A zero-knowledge proof of signature validity turns the credential into a statement: I know a message m satisfying predicate P and a signature on m under the issuer's public key.",
      ],
    },
    {
      heading: "2. Circuits",
      paragraphs: [
        "EdDSA over a curve embedded in the proof system's scalar field, such as Baby Jubjub over BN254, is cheap to verify in a circuit. ECDSA over P-256, which existing identity documents use, requires arithmetic in a foreign field. We represent foreign elements in limbs of 64 bits, check products with a single wide constraint per limb, and use lookup arguments for range checks.",
        "The PLONK prover commits to the witness with KZG polynomial commitments under a universal setup, so adding new predicates does not require a new ceremony.",
      ],
    },
    {
      heading: "3. Results",
      paragraphs: [
        "ECDSA P-256 verification costs 410,000 PLONK gates with lookups against 1.6 million R1CS constraints in a naive encoding. Proving takes 2.8 seconds on a laptop and verification 6 ms; proofs are 1,120 bytes. Holders present proofs that are unlinkable across verifiers.",
      ],
    },
  ],
  "plonk-selective-disclosure": [
    {
      heading: "1. Requirements",
      paragraphs: [
        "An identity wallet answers predicates such as age over 18, residence in a given region, or membership in an allow-list. Predicates change as regulations change, proofs must be small enough for QR codes, and verifiers range from servers to phones.",
      ],
    },
    {
      heading: "2. Groth16 versus PLONK",
      paragraphs: [
        "Groth16 produces the smallest proofs, three group elements, but needs a circuit-specific trusted setup. PLONK uses one universal and updatable structured reference string for all circuits up to a size bound, encodes gates with selector polynomials and enforces wiring with a permutation argument. Custom gates let us evaluate a Poseidon round or a date comparison in a single row.",
      ],
    },
    {
      heading: "3. Evaluation",
      paragraphs: [
        "Our credential circuit with a depth-20 Poseidon Merkle membership proof and two range predicates uses 2^14 rows. Proofs are 864 bytes on BN254 and verify in 4 ms; proving takes 1.1 seconds on a mid-range phone. We recommend PLONK for identity systems and Groth16 only for fixed, high-volume circuits.",
      ],
    },
  ],
  "recursive-snark-rollups": [
    {
      heading: "1. Validity rollups",
      paragraphs: [
        "A rollup executes transactions off the settlement chain and posts the new state root with a proof that the transition is correct. The settlement contract verifies the proof, so its cost must stay constant while batches grow.",
      ],
    },
    {
      heading: "2. Two-layer aggregation",
      paragraphs: [
        "The first layer proves chunks of 256 transactions in parallel. The second layer verifies pairs of proofs inside a circuit, recursively, until one proof remains. Recursion over a cycle of curves lets the verifier of one curve's proofs be expressed natively on the other, avoiding foreign-field arithmetic. A final wrapper proof over BN254 keeps on-chain verification to a few pairings.",
      ],
    },
    {
      heading: "3. Performance",
      paragraphs: [
        "A batch of 4,096 transfers is proven in 74 seconds on a 64-core machine, with peak memory of 48 GB for the leaf provers. Aggregation depth grows logarithmically in batch size, and verification on the settlement layer costs the same for any batch.",
      ],
    },
  ],
  "threshold-ecdsa-custody": [
    {
      heading: "1. Threat model",
      paragraphs: [
        "A custodian must sign withdrawals even if some servers are down, and must not lose funds if up to t - 1 servers are compromised. Threshold ECDSA shares the secret key among n parties so that any t can sign and fewer learn nothing.",
      ],
    },
    {
      heading: "2. Protocol",
      paragraphs: [
        "Distributed key generation uses verifiable secret sharing with Feldman commitments. ECDSA's non-linearity, the inverse of the nonce k, is handled by multiplicative-to-additive conversions built on Paillier encryption with zero-knowledge range proofs. Every message carries a proof, so a deviating party is identified rather than only detected.",
        "Presignatures, which depend on the nonce but not on the message, are generated in advance; online signing then needs a single round in which each party sends one field element.",
      ],
    },
    {
      heading: "3. Operations",
      paragraphs: [
        "Shares are refreshed every epoch without changing the public key, which bounds the window for an attacker that compromises servers one at a time. A 2-of-3 signature across three regions completes in 110 ms online; presigning costs 1.9 seconds of computation and is pipelined.",
      ],
    },
  ],
  "oprf-private-set-intersection": [
    {
      heading: "1. Contact discovery",
      paragraphs: [
        "A messaging service wants to tell a new user which of their contacts are registered without learning the address book. This is unbalanced private set intersection: the server's set is large and static, the client's set is small.",
      ],
    },
    {
      heading: "2. Protocols",
      paragraphs: [
        "In Diffie-Hellman PSI, both parties raise hashed items to secret exponents and compare the doubly blinded results. OPRF-based PSI has the client obtain F_k(x) for each of its items from the server without revealing x, while the server publishes F_k(y) for all of its items; the intersection is the set of matches.",
        "We publish the server's OPRF outputs in a compressed Cuckoo filter and update it incrementally. Rate limits on OPRF evaluations prevent a client from enumerating the server set.",
      ],
    },
    {
      heading: "3. Results",
      paragraphs: [
        "For a server set of 50 million entries and a client set of 500, the client downloads a 2 MB filter delta and evaluates the OPRF in 0.6 seconds. We analyse the leakage of the filter's false-positive rate and choose parameters that keep it below 2^-40 per query.",
      ],
    },
  ],
  "encrypted-gbdt-inference": [
    {
      heading: "1. Trees on encrypted data",
      paragraphs: [
        "A decision tree compares features with thresholds and follows one path to a leaf. Under homomorphic encryption the server cannot branch; it must evaluate every node and combine leaf values with encrypted path indicators.",
      ],
    },
    {
      heading: "2. Method",
      paragraphs: [
        "Features are normalised to [-1, 1] and each comparison x > theta is replaced by a composite polynomial approximation of the sign function of degree 15 and 27. All nodes of a level are evaluated at once by packing thresholds into CKKS slots, and path indicators are products of node outputs along each path.",
        "Trees are restricted to depth 6 at training time, a constraint that costs little accuracy on tabular data and bounds the multiplicative depth.",
      ],
    },
    {
      heading: "3. Results",
      paragraphs: [
        "A 100-tree credit-scoring model on 40 features runs in 1.4 seconds per encrypted request on 16 threads, and AUC falls from 0.812 to 0.809. The client learns only the score, and the server learns nothing about the features.",
      ],
    },
  ],
  "he-secure-aggregation-fl": [
    {
      heading: "1. Setting",
      paragraphs: [
        "Five hospitals train an imaging model with federated averaging. Model updates can be inverted to reconstruct training images, so the aggregator must not see individual updates, and the final model should not memorise any patient.",
      ],
    },
    {
      heading: "2. Protocol",
      paragraphs: [
        "The silos run a distributed key generation for threshold CKKS, so the joint public key encrypts updates and decryption requires cooperation of a quorum. Each silo clips its update, adds its share of Gaussian noise, encrypts and uploads. The aggregator sums ciphertexts and the quorum jointly decrypts only the aggregate, adding smudging noise to protect the key.",
        "Unlike pairwise-masking secure aggregation, no recovery round is needed when a silo drops out, which suits institutions with maintenance windows.",
      ],
    },
    {
      heading: "3. Evaluation",
      paragraphs: [
        "Training a ResNet-18 with 11 million parameters needs 86 ciphertexts per update at N = 2^15. Communication overhead is 11 percent over plaintext FedAvg, and the model reaches 94.2 percent of centralised accuracy at a privacy budget of epsilon = 4 per patient.",
      ],
    },
  ],
  "confidential-transactions-bulletproofs": [
    {
      heading: "1. Hiding amounts",
      paragraphs: [
        "A Pedersen commitment C = vG + rH hides the amount v with blinding factor r and is binding under the discrete logarithm assumption. Commitments add: the sum of input commitments minus the sum of output commitments is a commitment to zero exactly when value is conserved, which the sender proves with a signature under the excess blinding factor.",
      ],
    },
    {
      heading: "2. Range proofs",
      paragraphs: [
        "Conservation alone would allow negative outputs that mint value modulo the group order. Bulletproofs prove that v lies in [0, 2^64) with an inner-product argument whose size grows logarithmically: 672 bytes for one output, and only 64 bytes more for each doubling of the number of aggregated outputs. No trusted setup is needed.",
      ],
    },
    {
      heading: "3. Validation cost",
      paragraphs: [
        "Verification is linear in the range size but batches well through multi-exponentiation: validating 1,000 range proofs together is about 16 times cheaper per proof than one at a time. Moduli Chain validators verify all range proofs of a block in one batch and fall back to individual checks only when the batch fails.",
      ],
    },
  ],
  "encrypted-mempool-threshold": [
    {
      heading: "1. Front-running",
      paragraphs: [
        "Public mempools let builders observe a pending trade and place their own transactions around it. Private relays reduce the exposure but concentrate trust in one operator. Encryption removes the information before ordering is decided.",
      ],
    },
    {
      heading: "2. Design",
      paragraphs: [
        "Validators run a distributed key generation each epoch to produce a threshold public key. Users encrypt transactions with a hybrid scheme, encapsulating a symmetric key to the threshold key. After a block's order is finalised, each validator publishes a decryption share for that block; any two thirds of the shares decrypt every transaction in it.",
        "Shares for a whole block are batched into one message and verified with a single proof, and a fee is charged for encrypted transactions that fail to decrypt to prevent spam.",
      ],
    },
    {
      heading: "3. Analysis",
      paragraphs: [
        "With 64 validators the decryption phase adds 180 ms to block finality. We discuss residual leakage through transaction size and timing, and padding strategies that hide the type of a transaction at modest bandwidth cost.",
      ],
    },
  ],
  "dp-accounting-analytics": [
    {
      heading: "1. Definitions",
      paragraphs: [
        "A randomised mechanism is (epsilon, delta)-differentially private if, for any two datasets differing in one individual, the probability of any output changes by at most a factor of e^epsilon, plus delta. The guarantee holds regardless of the attacker's background knowledge.",
      ],
    },
    {
      heading: "2. Mechanisms and sensitivity",
      paragraphs: [
        "The Laplace mechanism adds noise with scale sensitivity / epsilon; the Gaussian mechanism gives (epsilon, delta) guarantees with noise proportional to the L2 sensitivity. Sensitivity is only bounded if each user contributes a bounded number of rows, so the engine enforces contribution limits before aggregation and clamps values to declared ranges.",
      ],
    },
    {
      heading: "3. Budget accounting",
      paragraphs: [
        "Basic composition adds epsilons; advanced composition grows with the square root of the number of queries at the cost of a small delta. The engine allocates a yearly budget per dataset, caches answers so that a repeated query costs nothing, and refuses queries once the budget is spent. Later versions of the engine replaced this accounting with Renyi differential privacy for tighter bounds on Gaussian noise.",
      ],
    },
  ],
};
