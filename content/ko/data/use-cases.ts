/** DevHub 활용 사례 목록(/devhub/hub). 상세 내용은 use-case-details에 있습니다. */
import type { UseCase } from "../../data/use-cases";
import { withText } from "../../with-text";
import { sharedUseCases, USE_CASE_FIELDS } from "../../data/shared/use-cases";

export type { UseCase } from "../../data/use-cases";

export const useCases: readonly UseCase[] = withText(
  sharedUseCases,
  (e) => e.slug,
  {
    "encrypted-credit-scoring": {
      title: "암호화 신용평가",
      summary:
        "여러 은행이 공유한 금융 데이터를 암호화된 상태 그대로 분석해 대출 신청자의 신용을 평가합니다.",
    },
    "private-medical-analytics": {
      title: "프라이버시 보호 의료 데이터 분석",
      summary: "환자 기록을 외부로 옮기지 않고 여러 병원에 걸친 코호트 통계를 산출합니다.",
    },
    "quantum-safe-vpn": {
      title: "양자내성 VPN",
      summary: "ML-KEM으로 거점 간 터널을 ‘선 수집 후 해독’ 공격으로부터 보호합니다.",
    },
    "zk-identity-verification": {
      title: "영지식증명 기반 신원 확인",
      summary: "신분증을 제시하지 않고도 자격 증명만으로 나이나 거주지를 증명합니다.",
    },
    "post-quantum-firmware-signing": {
      title: "양자내성 펌웨어 서명",
      summary: "ML-DSA로 기기 펌웨어에 서명해 기기 수명이 다할 때까지 업데이트의 신뢰성을 보장합니다.",
    },
    "federated-fraud-detection": {
      title: "연합학습 기반 이상거래 탐지",
      summary:
        "거래 데이터를 공유하지 않고 암호화 연합학습으로 여러 은행이 하나의 이상거래 탐지 모델을 학습합니다.",
    },
  },
  USE_CASE_FIELDS,
);
