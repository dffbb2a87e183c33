import type { CodeSample } from "../types";

/** The quick start's code, the same in both editions; each edition writes its comments in its own language. */
export const quickstart = (comment: { membership: string }): CodeSample => ({
  language: "Circom",
  code: `pragma circom 2.1.6;
include "node_modules/@nullspace/moduli-circuits/merkle/poseidon-membership.circom";

// ${comment.membership}
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
});
