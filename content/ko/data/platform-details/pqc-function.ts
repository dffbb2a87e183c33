import { platformCta } from "../../../data/shared/platform-details";
import type { Platform } from "../../../data/platform-details/types";

export const detail: Platform = {
  overview: [
    "PQC-Function은 양자내성암호(PQC)를 서버리스 API로 제공합니다. 서비스마다 격자 기반 암호 코드를 컴파일하고 유지보수할 필요 없이, 애플리케이션에서 키 캡슐화에는 ML-KEM을, 서명에는 ML-DSA나 SLH-DSA를 호출하면 됩니다. 키는 Nullspace가 관리하는 HSM 또는 고객의 HSM 안에 봉인된 채로 유지됩니다.",
    "하이브리드 모드는 각 양자내성 알고리즘을 기존 알고리즘(X25519, ECDSA)과 결합하므로, 둘 중 하나만 안전해도 연결과 서명의 안전성이 유지됩니다. 생태계 전체가 전환을 마칠 때까지 권장하는 방식입니다.",
  ],
  facts: [
    { label: "키 캡슐화(KEM)", value: "ML-KEM-512 / 768 / 1024 (FIPS 203)" },
    { label: "서명", value: "ML-DSA-44 / 65 / 87 (FIPS 204), SLH-DSA (FIPS 205)" },
    { label: "하이브리드", value: "X25519MLKEM768, ECDSA P-256 + ML-DSA-65 복합 서명" },
    { label: "인터페이스", value: "REST, gRPC, PKCS#11 호환 계층, Go·TypeScript·Python·Java SDK" },
  ],
  features: [
    {
      title: "NIST 표준 알고리즘",
      description: "FIPS 203, 204, 205를 상수 시간으로 구현했으며, NIST ACVP 테스트 벡터로 검증했습니다.",
    },
    {
      title: "하이브리드 키 교환",
      description:
        "주요 브라우저가 도입한 X25519MLKEM768을 TLS 1.3과 애플리케이션 계층 키 합의에 사용합니다.",
    },
    {
      title: "관리형 키",
      description:
        "키 생성과 개인키 연산은 HSM 내부에서 실행되며, API는 개인키 자료를 절대 반환하지 않습니다.",
    },
    {
      title: "암호 민첩성",
      description:
        "알고리즘은 코드가 아니라 정책으로 선택합니다. 재배포 없이 파라미터 세트를 바꾸거나 특정 방식을 폐기할 수 있습니다.",
    },
    {
      title: "복합 인증서",
      description: "단계적 도입을 위해 ECDSA 서명과 ML-DSA 서명을 함께 담은 X.509 인증서를 발급합니다.",
    },
    {
      title: "사용량 측정",
      description:
        "키별·연산별 메트릭을 Prometheus로 내보내고, 비정상적인 호출 패턴이 보이면 알림을 보냅니다.",
    },
  ],
  steps: [
    {
      title: "현황 파악",
      description:
        "RSA와 ECC가 장기 보관 데이터를 보호하는 곳을 파악합니다. ‘선 수집 후 해독’ 공격을 고려하면 이런 곳부터 전환해야 합니다.",
    },
    {
      title: "키 생성",
      description: "API로 ML-KEM 또는 ML-DSA 키 쌍을 생성합니다. 개인키는 HSM 내부에서 만들어집니다.",
    },
    {
      title: "함수 호출",
      description: "HTTPS나 gRPC 호출 한 번, 또는 언어별 SDK로 캡슐화, 역캡슐화, 서명, 검증을 수행합니다.",
    },
    {
      title: "하이브리드에서 완전 전환으로",
      description:
        "하이브리드 모드로 시작한 뒤, 상대 시스템이 지원하게 되면 정책을 양자내성 알고리즘 전용으로 강화합니다.",
    },
  ],
  audiences: [
    {
      who: "PQC 전환을 계획하는 보안 아키텍트",
      why: "모든 서비스의 암호 스택을 다시 작성하지 않고도 CNSA 2.0이나 국내 양자내성암호 전환 계획 같은 국가별 일정을 맞출 수 있습니다.",
    },
    {
      who: "애플리케이션 개발자",
      why: "격자 암호 코드를 직접 튜닝하는 대신, 간단한 API로 정확하고 상수 시간으로 동작하는 ML-KEM과 ML-DSA를 사용합니다.",
    },
    {
      who: "장기간 기밀을 지켜야 하는 조직",
      why: "10년 넘게 기밀이 유지되어야 하는 의료, 공공, 금융 기록을 보호합니다.",
    },
  ],
  cta: platformCta("pqc-function", {
    title: "양자내성암호 전환 시작하기",
    text: "개발자 프로그램에서 샌드박스 키를 발급받고, 몇 분 만에 첫 ML-KEM 호출을 실행해 보세요.",
    primary: "개발자 프로그램 참여하기",
    secondary: "엔터프라이즈용 PQC 암호화",
  }),
};
