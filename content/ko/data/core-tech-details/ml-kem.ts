import { sharedCoreTechDetails } from "../../../data/shared/core-tech-details";
import type { CoreTechDetail } from "../../../data/core-tech-details/types";

export const detail: CoreTechDetail = {
  overview:
    "ML-KEM은 CRYSTALS-Kyber를 바탕으로 NIST가 FIPS 203으로 표준화한 키 캡슐화 메커니즘입니다. 송신자는 새로 만든 32바이트 공유 비밀을 수신자의 공개키로 캡슐화하고, 개인키를 가진 수신자만 이를 역캡슐화할 수 있습니다. 안전성은 효율적인 양자 알고리즘이 알려지지 않은 모듈 LWE(Module Learning With Errors) 문제에 기반합니다.",
  howItWorks: [
    "키 생성 단계에서 모듈 격자 공개키(행렬 A와 t = As + e)를 샘플링하고, 작은 비밀 값 s를 보관합니다.",
    "캡슐화 단계에서는 메시지로부터 난수를 도출하고, 이를 공개키로 암호화한 뒤 해시하여 공유 비밀을 만듭니다.",
    "역캡슐화 단계에서는 복호화, 재암호화, 비교를 수행합니다(Fujisaki-Okamoto 변환). 값이 일치하지 않으면 의사 난수 값을 반환합니다(암묵적 거부).",
    "TLS 1.3에서는 ML-KEM 비밀과 X25519 비밀을 결합(하이브리드)하므로, 둘 중 하나만 안전해도 세션이 보호됩니다.",
  ],
  parameters: [
    { label: "ML-KEM-512", value: "공개키 800B, 암호문 768B (카테고리 1)" },
    { label: "ML-KEM-768", value: "공개키 1,184B, 암호문 1,088B (카테고리 3)" },
    { label: "ML-KEM-1024", value: "공개키 1,568B, 암호문 1,568B (카테고리 5)" },
    { label: "공유 비밀", value: "32바이트" },
  ],
  standards: [
    "NIST FIPS 203, Module-Lattice-Based Key-Encapsulation Mechanism Standard (2024년)",
    "NIST SP 800-227, Recommendations for Key-Encapsulation Mechanisms (키 캡슐화 메커니즘 권고)",
    "하이브리드 ECDHE-MLKEM 키 합의(X25519MLKEM768)에 관한 IETF TLS 워킹 그룹 초안",
  ],
  ...sharedCoreTechDetails["ml-kem"],
};
