/**
 * Developer-facing content of the open-source project pages, keyed by project id. Separate from opensource.ts so
 * that the shell's entry chunk (which imports the registry and its item lists) stays small. Package names are the
 * fictional provider's; they illustrate the API shape of each library.
 */
export interface CodeSample {
  /** Language label shown on the code block and used by the copy button. */
  language: string;
  code: string;
}

export interface OpenSourceDetail {
  license: string;
  install: CodeSample;
  quickstart: CodeSample;
  useWhen: readonly string[];
  /** Core technology ids this project implements. */
  coreTech: readonly string[];
}

export const openSourceDetails: Readonly<Record<string, OpenSourceDetail>> = {
  "torus-he": {
    license: "Apache-2.0",
    install: { language: "shell", code: "cargo add torus-he --features ckks,bootstrap" },
    quickstart: {
      language: "Rust",
      code: `use torus_he::ckks::{Context, Params};

fn main() -> Result<(), torus_he::Error> {
    // N = 2^15, 128-bit security, enough depth for one bootstrapping cycle.
    let ctx = Context::new(Params::n15_secure128())?;
    let (sk, pk, eval) = ctx.keygen()?;

    let salaries = ctx.encrypt(&pk, &[4200.0, 5100.0, 3900.0])?;
    let raised = eval.mul_const(&salaries, 1.03)?; // +3 % on every slot at once
    let total = eval.sum_slots(&raised)?;

    println!("{:.2}", ctx.decrypt(&sk, &total)?[0]);
    Ok(())
}`,
    },
    useWhen: [
      "You need CKKS or BFV in a Rust service or embedded in another language through its C API",
      "Your workload needs bootstrapping or GPU acceleration",
      "You want ciphertexts that TorusDB can read directly",
    ],
    coreTech: ["ckks", "he-federated-learning"],
  },
  "mlkem-wasm": {
    license: "MIT",
    install: { language: "shell", code: "npm install @nullspace/mlkem-wasm" },
    quickstart: {
      language: "TypeScript",
      code: `import { MlKem768 } from "@nullspace/mlkem-wasm";

const kem = await MlKem768.init();
const { publicKey, secretKey } = kem.generateKeyPair();

// Sender: derive a 32-byte shared secret and a ciphertext for the recipient.
const { ciphertext, sharedSecret } = kem.encapsulate(publicKey);

// Recipient: recover the same secret from the ciphertext.
const recovered = kem.decapsulate(ciphertext, secretKey);
console.assert(recovered.every((b, i) => b === sharedSecret[i]));`,
    },
    useWhen: [
      "A browser or Node.js app must establish quantum-safe keys end to end",
      "You need ML-KEM or ML-DSA without native build steps",
      "Bundle size matters: the WASM core is small enough for front ends",
    ],
    coreTech: ["ml-kem", "ml-dsa"],
  },
  "moduli-circuits": {
    license: "Apache-2.0",
    install: { language: "shell", code: "npm install @nullspace/moduli-circuits circomlib" },
    quickstart: {
      language: "Circom",
      code: `pragma circom 2.1.6;
include "node_modules/@nullspace/moduli-circuits/merkle/poseidon-membership.circom";

// Prove that a leaf is in a Merkle tree of depth 20 without revealing which leaf.
template Membership() {
    signal input leaf;
    signal input pathElements[20];
    signal input pathIndices[20];
    signal input root;

    component proof = PoseidonMembership(20);
    proof.leaf <== leaf;
    proof.pathElements <== pathElements;
    proof.pathIndices <== pathIndices;
    proof.root === root;
}

component main { public [root] } = Membership();`,
    },
    useWhen: [
      "You need audited building blocks for allow-lists, credentials or signature checks in circuits",
      "You target Groth16 or PLONK provers such as snarkjs",
      "You want the same circuits in Circom and Noir",
    ],
    coreTech: ["zk-snark"],
  },
  "thresh-sign": {
    license: "Apache-2.0",
    install: { language: "shell", code: "go get nullspace.example/thresh-sign@latest" },
    quickstart: {
      language: "Go",
      code: `package main

import (
	"context"
	"fmt"

	threshsign "nullspace.example/thresh-sign"
)

func main() {
	ctx := context.Background()
	// Three parties, any two can sign; peers talk over mutually authenticated gRPC.
	party, err := threshsign.Join(ctx, threshsign.Config{
		Threshold: 2, Parties: 3, Self: 1,
		Peers: []string{"signer-2:7400", "signer-3:7400"},
	})
	if err != nil {
		panic(err)
	}
	key, _ := party.KeyGen(ctx, threshsign.Secp256k1)
	sig, _ := party.Sign(ctx, key.ID, []byte("transfer 10 units to treasury"))
	fmt.Printf("%x\\n", sig.DER())
}`,
    },
    useWhen: [
      "No single server or person should ever hold a signing key",
      "You need standard ECDSA or EdDSA signatures that existing verifiers accept",
      "You want to refresh key shares without rotating the public key",
    ],
    coreTech: ["threshold-mpc"],
  },
  fedhe: {
    license: "Apache-2.0",
    install: { language: "shell", code: "pip install fedhe" },
    quickstart: {
      language: "Python",
      code: `import torch
from fedhe import EncryptedFedAvg, ThresholdKeys

keys = ThresholdKeys.load("party-3-of-5.json")  # this party's share of the joint key
strategy = EncryptedFedAvg(keys, clip_norm=1.0, noise_multiplier=0.8)

model = torch.nn.Linear(32, 1)
for round_id in range(10):
    update = strategy.local_update(model, train_loader, epochs=1)
    strategy.submit(round_id, update)          # sent as a CKKS ciphertext
    model.load_state_dict(strategy.await_global(round_id))`,
    },
    useWhen: [
      "Several institutions train one model and none may see another's gradients",
      "You already use PyTorch and a FedAvg-style loop",
      "You are researching the cost of encrypted aggregation (the project is Research maturity)",
    ],
    coreTech: ["he-federated-learning", "ckks"],
  },
  "pq-tls-proxy": {
    license: "Apache-2.0",
    install: {
      language: "shell",
      code: "go install nullspace.example/pq-tls-proxy/cmd/pqproxy@latest",
    },
    quickstart: {
      language: "YAML",
      code: `# pqproxy.yaml: terminate hybrid post-quantum TLS in front of a legacy service
listen: ":443"
upstream: "http://127.0.0.1:8080"
tls:
  certificate: /etc/pqproxy/cert.pem
  key: /etc/pqproxy/key.pem
  groups: [X25519MLKEM768, X25519]   # hybrid first, classical fallback
  min_version: "1.3"
metrics:
  listen: "127.0.0.1:9100"`,
    },
    useWhen: [
      "You must protect traffic against harvest-now-decrypt-later before every service can be upgraded",
      "You need a policy file that records which key-exchange groups are allowed",
      "You want metrics on how many clients already negotiate post-quantum groups",
    ],
    coreTech: ["ml-kem"],
  },
};
