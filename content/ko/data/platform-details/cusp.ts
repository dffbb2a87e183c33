import { platformCta } from "../../../data/shared/platform-details";
import type { Platform } from "../../../data/platform-details/types";

export const detail: Platform = {
  overview: [
    "CUSP는 Nullspace의 키 수탁·서명 서비스입니다. 개인키는 분산 키 생성(DKG)으로 만들어져 독립된 서명 노드들이 나눠 갖는 키 조각으로 분할되고, 서명은 임계 MPC 프로토콜로 생성됩니다. 따라서 완전한 키는 메모리에도, 디스크에도, 백업에도 존재하지 않습니다.",
    "루트 키와 복구용 키 자료는 고객의 하드웨어 보안 모듈(HSM)에 보관되고, 누가 무엇에 서명할 수 있는지는 승인 정책이 결정합니다. 모든 요청, 승인, 서명은 추가만 가능한 감사 로그에 기록됩니다.",
  ],
  facts: [
    { label: "서명 방식", value: "임계 ECDSA(secp256k1, P-256), EdDSA(Ed25519)" },
    { label: "프로토콜", value: "CGGMP21 (식별 가능한 중단 지원)" },
    { label: "임계값", value: "임의의 t-of-n 구성, 운영 환경에서는 2-of-3부터 7-of-10까지" },
    { label: "배포 방식", value: "관리형 클라우드, 고객 VPC, 온프레미스" },
  ],
  features: [
    {
      title: "임계 서명",
      description:
        "다자간 계산(MPC) 기반의 t-of-n ECDSA·EdDSA를 지원하며, 사전 서명으로 온라인 단계를 한 라운드로 줄입니다.",
    },
    {
      title: "분산 키 생성",
      description:
        "신뢰할 수 있는 딜러 없이 키를 생성하고, 키 조각을 주기적으로 선제 갱신해 과거에 유출된 키 조각을 쓸모없게 만듭니다.",
    },
    {
      title: "HSM 연동",
      description:
        "PKCS#11 HSM과 클라우드 KMS가 루트 키와 백업 키를 보관하며, 이 키로 각 서명 노드의 키 조각을 저장 시 래핑합니다.",
    },
    {
      title: "정책 엔진",
      description:
        "서명 라운드를 시작하기 전에 정족수 승인, 주소 허용 목록, 거래 빈도 한도, 허용 시간대를 확인합니다.",
    },
    {
      title: "감사 추적",
      description:
        "요청, 승인, 서명을 해시 체인으로 연결해 기록하고, SOC 2·ISO 27001 증적 자료로 쓸 수 있도록 고객의 SIEM으로 내보냅니다.",
    },
    {
      title: "개발자 API",
      description:
        "REST·gRPC API와 Go, TypeScript, Python SDK를 제공하며, 요청별 상태 변화는 웹훅으로 알려 드립니다.",
    },
  ],
  steps: [
    {
      title: "키 생성",
      description:
        "서명 노드들이 분산 키 생성을 수행합니다. 각 노드는 키 조각 하나를 보관하고, 공개키에 대한 커밋먼트를 공개합니다.",
    },
    {
      title: "요청",
      description: "애플리케이션이 API로 서명할 페이로드를 제출하면, 정책 엔진이 필요한 승인을 받아 둡니다.",
    },
    {
      title: "서명",
      description:
        "임계값 이상의 서명 노드가 사전 서명을 바탕으로 온라인 서명 라운드를 수행하고, 표준 형식의 서명을 반환합니다.",
    },
    {
      title: "검증 및 기록",
      description:
        "서명은 일반 공개키로 검증되므로 체인이나 검증 측은 바꿀 것이 없습니다. 서명 내역은 감사 로그에 기록됩니다.",
    },
  ],
  audiences: [
    {
      who: "디지털 자산 수탁기관 및 거래소",
      why: "온체인 주소를 바꾸지 않고도 핫 월렛과 웜 월렛에서 단일 개인키를 없앨 수 있습니다.",
    },
    {
      who: "은행 및 핀테크 플랫폼",
      why: "지급·결제 서명에 이중 승인을 적용하고, 감사인이 인정하는 증적을 남깁니다.",
    },
    {
      who: "플랫폼·보안 엔지니어",
      why: "자체 구축한 키 세리머니와 멀티시그 스크립트를 하나의 API와 하나의 정책 모델로 대체합니다.",
    },
  ],
  cta: platformCta("cusp", {
    title: "임계 서명으로 키 관리 시작하기",
    text: "샌드박스에서 SDK로 먼저 시작하고, 준비가 되면 전용 서명 클러스터로 옮기세요.",
    primary: "개발 문서 보기",
    secondary: "임계 MPC 자세히 알아보기",
  }),
};
