import { sharedCoreTechDetails } from "../../../data/shared/core-tech-details";
import type { CoreTechDetail } from "../../../data/core-tech-details/types";

export const detail: CoreTechDetail = {
  overview:
    "ML-DSA는 CRYSTALS-Dilithium을 바탕으로 FIPS 204에 표준화된 격자 기반 서명 방식입니다. 모듈 격자 위에서 Fiat-Shamir 변환에 거부 샘플링을 더한 방식(Fiat-Shamir with aborts)으로 서명하며, 서명 크기는 수 킬로바이트 수준이고 서명과 검증이 빠릅니다. RSA·ECDSA 서명을 대체할 범용 서명 방식입니다.",
  howItWorks: [
    "개인키는 짧은 벡터 한 쌍이고, 공개키는 t = As1 + s2를 압축한 형태로 공개합니다.",
    "서명할 때는 비밀 값을 무작위 벡터로 가리고, 메시지와 커밋먼트의 해시에서 챌린지를 도출합니다. 키 정보가 새어 나갈 수 있는 서명은 폐기하고 다시 시도합니다.",
    "검증할 때는 서명과 공개키로 커밋먼트를 다시 계산한 뒤 챌린지 해시를 확인합니다.",
    "전환 기간에는 복합(composite) 인증서에 ML-DSA 서명과 ECDSA 서명을 함께 담습니다.",
  ],
  parameters: [
    { label: "ML-DSA-44", value: "공개키 1,312B, 서명 2,420B (카테고리 2)" },
    { label: "ML-DSA-65", value: "공개키 1,952B, 서명 3,309B (카테고리 3)" },
    { label: "ML-DSA-87", value: "공개키 2,592B, 서명 4,627B (카테고리 5)" },
    { label: "해시 기반 대안", value: "보수적인 무상태 서명이 필요할 때는 SLH-DSA(FIPS 205)" },
  ],
  standards: [
    "NIST FIPS 204, Module-Lattice-Based Digital Signature Standard (2024년)",
    "NIST FIPS 205, Stateless Hash-Based Digital Signature Standard (SLH-DSA 규격)",
    "X.509에서 ML-DSA와 복합 서명을 다루는 IETF LAMPS 워킹 그룹 초안",
  ],
  ...sharedCoreTechDetails["ml-dsa"],
};
