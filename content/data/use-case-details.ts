/** Long form of the DevHub use cases, keyed by slug; loaded only by the use-case detail page. */
export interface UseCaseDetail {
  audience: string;
  problem: string;
  solution: string;
  /** The reference architecture as ordered components/steps. */
  architecture: readonly { name: string; role: string }[];
  /** Products and libraries involved, by name. */
  stack: readonly string[];
  code: { language: string; code: string };
  outcomes: readonly string[];
}

export const useCaseDetails: Readonly<Record<string, UseCaseDetail>> = {
  "encrypted-credit-scoring": {
    audience: "Banks, credit bureaus and lending platforms",
    problem:
      "A lender wants to score an applicant with data held by other institutions (existing debts, payment history), but privacy law and competition make sharing raw financial records impossible. Pseudonymised extracts are re-identifiable and still leave the data with the lender.",
    solution:
      "Each institution encrypts the applicant's features under the applicant-session CKKS key and sends only ciphertexts. The scoring model, a logistic regression or small gradient-boosted ensemble approximated by polynomials, runs on the encrypted features in TorusDB. Only the final score is decrypted, by the applicant's lender.",
    architecture: [
      { name: "Lender app", role: "Creates a CKKS context per application and holds the secret key" },
      { name: "Data holders", role: "Encrypt the requested features with the public key and upload ciphertexts" },
      { name: "TorusDB", role: "Evaluates the scoring model homomorphically with evaluation keys only" },
      { name: "Audit log", role: "Records which features were used, never their values" },
    ],
    stack: ["TorusDB", "Nullspace TypeScript SDK", "torus-he"],
    code: {
      language: "TypeScript",
      code: `import { Nullspace } from "@nullspace/sdk";

const ns = new Nullspace({ apiKey: process.env.NULLSPACE_API_KEY!, environment: "sandbox" });
const ctx = await ns.he.createContext({ scheme: "ckks", preset: "n15-128" });

// Features arrive already encrypted from the other institutions.
const features = await ns.torusdb.fetch("applications", { id: applicationId });
const score = await ns.he.evaluate(ctx, {
  model: "credit-logreg-v3", // weights are plaintext, features stay encrypted
  inputs: features,
});
const [probability] = await ctx.decrypt(score);`,
    },
    outcomes: [
      "Applicant data never exists in plaintext outside its owner",
      "Scores match the plaintext model to within 1e-4 after polynomial approximation",
      "A single evaluation takes well under a second on GPU-backed TorusDB",
    ],
  },
  "private-medical-analytics": {
    audience: "Hospital networks, research consortia and public-health agencies",
    problem:
      "Researchers need cohort statistics, such as survival rates by treatment or comorbidity counts, from several hospitals. Moving patient records to a central warehouse needs consent and ethics approvals that take months, and creates one very attractive breach target.",
    solution:
      "Every hospital runs an Epsilon node next to its records. A query is split into private set intersection (to find patients treated at several sites), encrypted aggregation (CKKS sums and counts) and a differential-privacy step before release. The coordinator sees only noisy aggregates that fit the study's privacy budget.",
    architecture: [
      { name: "Epsilon node per hospital", role: "Keeps records on site and runs the protocol" },
      { name: "Query planner", role: "Rewrites SQL into PSI, encrypted aggregation and noise operators" },
      { name: "Threshold decryption", role: "Three of five hospitals must cooperate to decrypt any result" },
      { name: "Budget ledger", role: "Tracks the epsilon spent per dataset and refuses over-budget queries" },
    ],
    stack: ["Epsilon", "Nullspace Python SDK", "torus-he"],
    code: {
      language: "Python",
      code: `from nullspace import Client

ns = Client(api_key=os.environ["NULLSPACE_API_KEY"], environment="sandbox")
study = ns.epsilon.study("cardio-2025", epsilon_budget=2.0)

result = study.query(
    """
    SELECT treatment, COUNT(*) AS patients, AVG(days_to_readmission) AS avg_days
    FROM admissions WHERE diagnosis_code LIKE 'I50%'
    GROUP BY treatment
    """,
    epsilon=0.5,  # spent from the study budget
)
print(result.rows, result.budget_remaining)`,
    },
    outcomes: [
      "Studies start with data-sharing agreements about aggregates, not records",
      "No site can learn another site's patient list",
      "The privacy loss of every published number is documented",
    ],
  },
  "quantum-safe-vpn": {
    audience: "Network and security teams of organisations with long-lived secrets",
    problem:
      "Traffic recorded today can be decrypted once a cryptographically relevant quantum computer exists (harvest now, decrypt later). Site-to-site tunnels that carry health, state or trade secrets need protection now, while staying compatible with existing gateways.",
    solution:
      "The tunnel's key exchange combines X25519 with ML-KEM-768, so the session key is safe if either survives. Gateways authenticate with ML-DSA-65 certificates issued alongside the existing ECDSA ones. PQC-Function holds the long-term keys in HSMs and rotates them by policy.",
    architecture: [
      { name: "Gateway A and B", role: "Run hybrid IKEv2 or TLS 1.3 with X25519MLKEM768" },
      { name: "PQC-Function", role: "Issues and stores ML-DSA gateway keys, rotates them on schedule" },
      { name: "pq-tls-proxy", role: "Fronts legacy services that cannot be upgraded yet" },
      { name: "Inventory", role: "Reports which tunnels already negotiate post-quantum groups" },
    ],
    stack: ["PQC-Function", "pq-tls-proxy", "Nullspace Go SDK"],
    code: {
      language: "Go",
      code: `client := nullspace.NewClient(os.Getenv("NULLSPACE_API_KEY"), nullspace.Sandbox)

key, err := client.PQC.CreateKey(ctx, &nullspace.CreateKeyRequest{
	Algorithm: "ML-KEM-768",
	Policy:    nullspace.Policy{Operations: []string{"decapsulate"}, RotateEvery: "720h"},
})
if err != nil {
	log.Fatal(err)
}
// The peer gateway encapsulates to key.PublicKey; we decapsulate inside the HSM.
secret, err := client.PQC.Decapsulate(ctx, key.ID, peerCiphertext)`,
    },
    outcomes: [
      "Recorded traffic stays confidential against future quantum attacks",
      "Classical security is kept: the hybrid never weakens today's protection",
      "Key rotation and algorithm changes happen by policy, not by redeploying",
    ],
  },
  "zk-identity-verification": {
    audience: "Online services with age, residency or accreditation checks",
    problem:
      "Checking that a user is over 18 or lives in a given country usually means uploading an ID document, which hands the service far more data than it needs and turns it into a store of identity documents.",
    solution:
      "An issuer signs a credential once. The user's wallet then produces a zk-SNARK proof that the credential is validly signed and that the birth date is before a cut-off, revealing neither the date nor the document. The service verifies the proof in milliseconds and stores nothing personal.",
    architecture: [
      { name: "Issuer", role: "Verifies the document once and signs a credential" },
      { name: "Wallet", role: "Keeps the credential and generates proofs on the device" },
      { name: "Circuits", role: "moduli-circuits signature check plus a range predicate on the birth date" },
      { name: "Verifier", role: "Checks the PLONK proof and a nullifier that prevents replay" },
    ],
    stack: ["moduli-circuits", "Nullspace TypeScript SDK"],
    code: {
      language: "TypeScript",
      code: `import { Nullspace } from "@nullspace/sdk";

const ns = new Nullspace({ apiKey: process.env.NULLSPACE_API_KEY!, environment: "sandbox" });

// Server side: verify a proof that the holder was born before the cut-off.
const ok = await ns.zk.verify({
  circuit: "credential-age-over",
  publicInputs: { issuerKey, cutoff: "2007-11-22", nullifier },
  proof, // produced by the wallet; the birth date never leaves it
});
if (!ok.valid) throw new Error("proof rejected");`,
    },
    outcomes: [
      "The service learns one bit: the predicate holds",
      "No identity documents to store, secure or delete",
      "Nullifiers stop one credential from being reused across accounts where that matters",
    ],
  },
  "post-quantum-firmware-signing": {
    audience: "Device makers in automotive, industrial control and medical equipment",
    problem:
      "Devices shipped today may stay in service for 15 years or more. If their firmware verification relies on RSA or ECDSA, a future quantum attacker could sign malicious updates that every device would accept.",
    solution:
      "Release builds are signed with ML-DSA-65 (and, during migration, with ECDSA as well in a composite signature). The signing key is split with threshold MPC in CUSP, so a release needs two of three release managers. Devices verify with a small ML-DSA verifier in the bootloader; SLH-DSA serves as a conservative root for the long-lived trust anchor.",
    architecture: [
      { name: "Build pipeline", role: "Produces the firmware image and its hash" },
      { name: "CUSP", role: "Collects approvals and produces the signature from key shares" },
      { name: "PQC-Function", role: "Hosts the SLH-DSA root key that certifies release keys" },
      { name: "Bootloader", role: "Verifies the ML-DSA signature before booting the image" },
    ],
    stack: ["CUSP", "PQC-Function", "Nullspace Rust SDK"],
    code: {
      language: "Rust",
      code: `use nullspace_sdk::{Client, Environment, pqc::SignRequest};

let client = Client::new(std::env::var("NULLSPACE_API_KEY")?, Environment::Sandbox);
let digest = sha3_256(&std::fs::read("firmware-4.2.0.bin")?);

let signature = client
    .pqc()
    .sign(SignRequest::new("release-key-2025", &digest).algorithm("ML-DSA-65"))
    .await?; // blocks until the CUSP approval quorum is met
std::fs::write("firmware-4.2.0.sig", signature.bytes())?;`,
    },
    outcomes: [
      "Firmware authenticity survives the arrival of quantum computers",
      "No single engineer or server can sign a release",
      "Signature and key sizes fit typical bootloader budgets",
    ],
  },
  "federated-fraud-detection": {
    audience: "Banks and payment processors",
    problem:
      "Fraud rings spread their activity across institutions, so each bank sees only a fragment. Pooling transaction data to train a shared model is ruled out by banking secrecy and data-protection law.",
    solution:
      "Each bank trains the shared model on its own transactions and submits clipped, noised updates encrypted with a joint CKKS key. The coordinator aggregates ciphertexts; a threshold of banks decrypts only the averaged model. The fedhe library plugs this into a standard PyTorch training loop.",
    architecture: [
      { name: "Bank training nodes", role: "Train locally, clip updates and add differential-privacy noise" },
      { name: "Joint key ceremony", role: "Distributed generation of the multi-party CKKS key" },
      { name: "Aggregator", role: "Sums encrypted updates; holds no decryption share" },
      { name: "Threshold decryptors", role: "Any three banks decrypt the new global model" },
    ],
    stack: ["fedhe", "torus-he", "Nullspace Python SDK"],
    code: {
      language: "Python",
      code: `from fedhe import EncryptedFedAvg, ThresholdKeys

keys = ThresholdKeys.load("bank-b-share.json")
strategy = EncryptedFedAvg(keys, clip_norm=1.0, noise_multiplier=1.1)

for round_id in range(50):
    update = strategy.local_update(model, local_transactions, epochs=1)
    strategy.submit(round_id, update)  # encrypted before it leaves the bank
    model.load_state_dict(strategy.await_global(round_id))`,
    },
    outcomes: [
      "Cross-bank fraud patterns become learnable without sharing a transaction",
      "The aggregator cannot inspect any single bank's update",
      "The privacy guarantee of each bank's contribution is quantified",
    ],
  },
};
