import { sample } from "../../../data/use-case-details/code/post-quantum-firmware-signing";
import type { UseCaseDetail } from "../../../data/use-case-details/types";

export const detail: UseCaseDetail = {
  audience: "자동차, 산업 제어, 의료 기기 제조사",
  problem:
    "오늘 출하되는 기기는 15년 이상 현장에서 사용될 수 있습니다. 펌웨어 검증이 RSA나 ECDSA에 의존한다면, 미래의 양자 컴퓨터 공격자가 악성 업데이트에 서명해 모든 기기가 이를 받아들이게 만들 수 있습니다.",
  solution:
    "릴리스 빌드는 ML-DSA-65로 서명합니다(전환 기간에는 ECDSA도 함께 사용하는 복합 서명). 서명 키는 CUSP에서 임계 MPC로 분할되어, 릴리스 담당자 3명 중 2명이 승인해야 릴리스할 수 있습니다. 기기는 부트로더에 탑재된 경량 ML-DSA 검증기로 서명을 확인하고, 장기간 유지되는 신뢰 앵커에는 보수적인 루트로 SLH-DSA를 사용합니다.",
  architecture: [
    { name: "빌드 파이프라인", role: "펌웨어 이미지와 해시값을 생성합니다" },
    { name: "CUSP", role: "승인을 수집하고 키 조각으로 서명을 생성합니다" },
    { name: "PQC-Function", role: "릴리스 키를 인증하는 SLH-DSA 루트 키를 보관합니다" },
    { name: "부트로더", role: "이미지를 부팅하기 전에 ML-DSA 서명을 검증합니다" },
  ],
  stack: ["CUSP", "PQC-Function", "Rust용 Nullspace SDK"],
  code: sample({ quorum: "CUSP 승인 정족수가 채워질 때까지 기다립니다" }),
  outcomes: [
    "양자 컴퓨터가 등장한 뒤에도 펌웨어의 진위를 보장합니다",
    "엔지니어 한 명이나 서버 한 대만으로는 릴리스에 서명할 수 없습니다",
    "서명과 키 크기가 일반적인 부트로더의 용량 제약 안에 들어갑니다",
  ],
};
