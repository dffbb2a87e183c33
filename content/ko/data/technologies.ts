/** 연구 기술(/research/technology-overview, /research/technologies/{id})의 한국어 이름과 요약. */
import type { Technology } from "../../data/technologies";

export type { Technology } from "../../data/technologies";

export const technologies: readonly Technology[] = [
  {
    id: "homomorphic-encryption",
    name: "동형암호",
    summary: "CKKS, BFV/BGV, TFHE로 데이터를 암호화한 상태 그대로 연산합니다.",
  },
  {
    id: "post-quantum-cryptography",
    name: "양자내성암호(PQC)",
    summary: "격자 기반 ML-KEM과 ML-DSA, 해시 기반 SLH-DSA, 그리고 전환 도구를 연구합니다.",
  },
  {
    id: "zero-knowledge-proofs",
    name: "영지식증명",
    summary: "zk-SNARK와 zk-STARK로 데이터를 공개하지 않고도 연산 결과를 검증할 수 있게 합니다.",
  },
  {
    id: "secure-multi-party-computation",
    name: "다자간 계산(MPC)",
    summary: "신뢰할 수 있는 제3자 없이 공동으로 계산하고 임계 서명을 만듭니다.",
  },
  {
    id: "privacy-preserving-machine-learning",
    name: "프라이버시 보호 머신러닝",
    summary: "암호화된 데이터로 추론하고, 보안 집계를 적용해 연합학습을 수행합니다.",
  },
  {
    id: "blockchain-privacy",
    name: "블록체인 프라이버시",
    summary: "기밀 트랜잭션, 프라이빗 스마트 컨트랙트, 암호화 멤풀로 온체인 데이터를 보호합니다.",
  },
  {
    id: "differential-privacy",
    name: "차분 프라이버시",
    summary: "통계 결과로 특정 개인에 대해 알 수 있는 정보를 증명 가능한 수준으로 제한합니다.",
  },
];
