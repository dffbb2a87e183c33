import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  license: "Apache-2.0",
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
};
