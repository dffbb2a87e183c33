import { sharedTechnologyDetails } from "../../../data/shared/technology-details";
import type { TechnologyDetail } from "../../../data/technology-details/types";

export const detail: TechnologyDetail = {
  overview:
    "다자간 계산을 사용하면 여러 참여자가 각자의 비공개 입력으로 함수를 함께 계산하면서도 결과 외에는 아무것도 알 수 없습니다. 임계 암호는 MPC를 키에 적용한 것으로, 서명 키를 분할해 어떤 단일 머신도 키 전체를 보유하지 않게 합니다.",
  howItWorks: [
    "입력을 비밀 분산해, t개 미만의 조각으로는 아무 정보도 얻을 수 없게 합니다.",
    "선형 연산은 각 조각에서 로컬로 계산하고, 곱셈에는 사전 처리한 Beaver 트리플이나 불확정 전송(OT)을 사용합니다.",
    "각 메시지에 붙은 영지식증명으로 부정행위를 한 참여자를 탐지하며, 식별 가능한 중단(identifiable abort)을 적용하면 그 참여자를 특정할 수 있습니다.",
    "완전한 ECDSA 또는 EdDSA 서명처럼 최종 결과만 복원됩니다.",
  ],
  standards: [
    "Shamir 비밀 분산",
    "임계 ECDSA(GG20, CGGMP21 계열)",
    "FROST 임계 Schnorr 서명",
    "OPRF 기반 비공개 집합 교집합(PSI)",
  ],
  applications: [
    "디지털 자산 수탁 및 지갑 키 보호",
    "연락처 탐색과 광고 성과 측정을 위한 비공개 집합 교집합",
    "은행 간 공동 이상거래 분석",
  ],
  ...sharedTechnologyDetails["secure-multi-party-computation"],
};
