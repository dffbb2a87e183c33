import { sharedCoreTechDetails } from "../../../data/shared/core-tech-details";
import type { CoreTechDetail } from "../../../data/core-tech-details/types";

export const detail: CoreTechDetail = {
  overview:
    "CKKS는 실수 또는 복소수 벡터를 암호화한 채로 서버가 덧셈과 곱셈을 수행할 수 있게 해 주는 동형암호입니다. 정수 위에서 정확한 연산을 하는 BFV·BGV와 달리, CKKS는 암호화 노이즈를 근사 오차의 일부로 다룹니다. 그래서 통계 분석, 신호 처리, 신경망 추론에 특히 잘 맞습니다.",
  howItWorks: [
    "최대 N/2개의 수로 이루어진 벡터를 정준 임베딩(canonical embedding)으로 환 Z_Q[X]/(X^N + 1)의 다항식 하나에 인코딩하고, 스케일 인자 Δ를 곱합니다.",
    "암호화 시 Ring-LWE 샘플을 더합니다. 덧셈과 곱셈은 패킹된 모든 값에 슬롯 단위로 한 번에 적용됩니다(SIMD).",
    "곱셈할 때마다 리스케일링으로 RNS 소수 하나만큼 나누어 스케일을 안정적으로 유지하며, 이때 모듈러스 체인의 레벨이 하나씩 소모됩니다.",
    "레벨을 모두 쓰면 부트스트래핑으로 암호문을 동형적으로 갱신해 연산을 계속할 수 있습니다.",
  ],
  parameters: [
    { label: "링 차원 N", value: "2^14 ~ 2^16" },
    { label: "암호문당 슬롯 수", value: "N/2 (최대 32,768개)" },
    { label: "일반적인 정밀도", value: "부트스트래핑 후 약 20~30비트" },
    { label: "기반 난제", value: "Ring-LWE(RLWE) 문제" },
  ],
  standards: [
    "Cheon, Kim, Kim, Song, Homomorphic Encryption for Arithmetic of Approximate Numbers (ASIACRYPT 2017, CKKS 원 논문)",
    "HomomorphicEncryption.org Security Standard (128비트 보안용 파라미터 표)",
    "Li, Micciancio, On the Security of Homomorphic Encryption on Approximate Numbers (EUROCRYPT 2021): 복호화 결과를 그대로 공유하면 안 되는 이유",
  ],
  ...sharedCoreTechDetails.ckks,
};
