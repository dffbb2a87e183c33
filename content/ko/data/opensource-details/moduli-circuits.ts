import type { OpenSourceDetail } from "../../../data/opensource-details/types";

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
    "허용 목록, 자격 증명, 서명 검증을 위한 감사 완료 회로 구성 요소가 필요할 때",
    "snarkjs 같은 Groth16 또는 PLONK 증명기를 사용할 때",
    "Circom과 Noir에서 같은 회로를 쓰고 싶을 때",
  ],
  coreTech: ["zk-snark"],
};
