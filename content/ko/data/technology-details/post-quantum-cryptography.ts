import { sharedTechnologyDetails } from "../../../data/shared/technology-details";
import type { TechnologyDetail } from "../../../data/technology-details/types";

export const detail: TechnologyDetail = {
  overview:
    "대규모 양자 컴퓨터가 등장하면 Shor 알고리즘으로 RSA와 타원곡선 암호를 깰 수 있습니다. 양자내성암호는 이를 양자 공격에도 안전하다고 여겨지는 기법으로 대체합니다. NIST는 2024년에 첫 표준을 확정했으며, 키 캡슐화를 위한 ML-KEM과 전자서명을 위한 ML-DSA, SLH-DSA가 여기에 포함됩니다. 국내에서는 KpqC 공모전이 HAETAE, AIMer, SMAUG-T, NTRU+를 선정했고, Nullspace는 이 결과도 함께 연구합니다.",
  howItWorks: [
    "ML-KEM(FIPS 203)은 Module-LWE 공개키로 공유 비밀을 만들고, 이를 암호문에 캡슐화해 키 소유자에게 전달합니다.",
    "ML-DSA(FIPS 204)는 모듈 격자 위에서 Fiat-Shamir 변환에 거부 샘플링을 더한 방식으로 서명합니다.",
    "SLH-DSA(FIPS 205)는 해시 함수만으로 무상태 서명을 구성하는 보수적인 대안입니다.",
    "하이브리드 모드는 기존 알고리즘과 양자내성 알고리즘을 결합해, 둘 중 하나만 깨져서는 안전성이 무너지지 않게 합니다.",
  ],
  standards: [
    "FIPS 203(ML-KEM, 키 캡슐화)",
    "FIPS 204(ML-DSA, 전자서명)",
    "FIPS 205(SLH-DSA, 해시 기반 서명)",
    "TLS 1.3용 X25519MLKEM768 하이브리드 그룹",
  ],
  applications: [
    "‘선 수집 후 해독’ 공격에 대비한 양자내성 TLS·VPN 키 교환",
    "장기간 운용되는 기기를 위한 코드 및 펌웨어 서명",
    "암호 인벤토리 구축과 암호 민첩성 기반의 전환 계획",
  ],
  ...sharedTechnologyDetails["post-quantum-cryptography"],
};
