import { sharedCoreTechDetails } from "../../../data/shared/core-tech-details";
import type { CoreTechDetail } from "../../../data/core-tech-details/types";

export const detail: CoreTechDetail = {
  overview:
    "임계 서명은 개인키를 n개 참여자에게 나누어, 그중 t개 참여자가 모이면 함께 서명할 수 있게 합니다. 참여자가 t개보다 적으면 키에 대해 아무것도 알 수 없습니다. 키는 생성 시점을 포함해 어느 순간에도 한곳에 모이지 않으므로, 기존 키 보관 방식의 단일 침해 지점이 사라집니다.",
  howItWorks: [
    "분산 키 생성: 각 참여자가 검증 가능한 비밀 분산(VSS)으로 무작위 비밀 값의 조각을 나누어 주고, 공개키는 각 참여자 커밋먼트의 합이 됩니다.",
    "사전 서명: 참여자들이 영지식 범위 증명을 곁들인 Paillier 기반 곱셈으로 논스 조각을 오프라인에서 미리 계산합니다.",
    "온라인 서명: 각 참여자가 메시지를 한 번씩만 보내면, 결합된 결과가 일반 ECDSA 서명이 됩니다.",
    "선제적 갱신(proactive refresh)으로 공개키는 그대로 둔 채 모든 키 조각을 주기적으로 다시 무작위화합니다.",
  ],
  parameters: [
    { label: "서명 방식", value: "ECDSA(secp256k1, P-256) 및 EdDSA(Ed25519)" },
    { label: "임계값", value: "임의의 t-of-n, 주로 2-of-3 또는 3-of-5" },
    { label: "온라인 라운드 수", value: "사전 서명 후 1라운드" },
    { label: "공격자 모델", value: "악의적 공격자, 식별 가능한 중단 지원" },
  ],
  standards: [
    "Canetti, Gennaro, Goldfeder, Makriyannis, Peled, UC Non-Interactive, Proactive, Threshold ECDSA with Identifiable Aborts (CGGMP21 프로토콜)",
    "RFC 9591, The FROST Protocol for Two-Round Schnorr Signatures (2라운드 Schnorr 임계 서명)",
    "NIST 다자간 임계 암호(Multi-Party Threshold Cryptography) 프로젝트",
  ],
  ...sharedCoreTechDetails["threshold-mpc"],
};
