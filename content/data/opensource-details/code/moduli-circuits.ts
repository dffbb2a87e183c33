import type { CodeSample } from "../types";

/** The quick start's code: the same in both editions (code is not translated). */
export const quickstart: CodeSample = {
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
};
