import { sharedTechnologyDetails } from "../../../data/shared/technology-details";
import type { TechnologyDetail } from "../../../data/technology-details/types";

export const detail: TechnologyDetail = {
  overview:
    "차분 프라이버시(DP)는 어떤 한 사람의 데이터를 추가하거나 제거해도 분석 결과가 거의 달라지지 않음을 수학적으로 보장합니다. 보정된 노이즈를 더하고, 결과를 공개할 때마다 소모되는 프라이버시 예산을 관리해 이를 달성합니다.",
  howItWorks: [
    "사용자별 기여도를 제한해 쿼리의 민감도를 알 수 있게 합니다.",
    "라플라스 또는 가우시안 메커니즘이 민감도와 프라이버시 파라미터 엡실론에 맞춰 노이즈를 더합니다.",
    "프라이버시 회계로 반복 공개에 따른 손실을 합산합니다(고급 합성, Rényi DP, zCDP).",
    "차분 프라이버시가 적용된 결과는 후처리해도 보장 수준이 약해지지 않습니다.",
  ],
  standards: [
    "(ε, δ)-차분 프라이버시",
    "Rényi 차분 프라이버시",
    "영집중 차분 프라이버시(zCDP)",
    "NIST SP 800-226(차분 프라이버시 평가 지침)",
  ],
  applications: [
    "개인정보를 다루는 이용 분석과 대시보드",
    "통계 및 합성 데이터 공개",
    "연합학습 업데이트에 대한 노이즈 추가",
  ],
  ...sharedTechnologyDetails["differential-privacy"],
};
