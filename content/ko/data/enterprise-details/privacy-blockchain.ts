import { byId } from "../../../by-id";
import type { EnterpriseSolution } from "../../../data/enterprise";
import { enterpriseCards } from "../enterprise";

export const detail: EnterpriseSolution = {
  ...byId(enterpriseCards, "privacy-blockchain", "enterprise card"),
  hero: {
    eyebrow: "엔터프라이즈 프라이버시 블록체인",
    title: "비밀은 공유하지 않는 공유 원장",
    lead: "금액, 잔액, 거래 상대방을 암호화한 채로 파트너와 자산을 결제하고 상태를 공유합니다. 규제 기관은 원본 데이터 대신 영지식증명으로 규제 준수 여부를 검증합니다.",
    highlights: ["기밀 전송", "영지식 규제 준수 증명", "ML-DSA 서명", "BFT 완결성"],
  },
  coreFeatures: [
    {
      title: "기밀 트랜잭션",
      description:
        "Pedersen 커밋먼트로 금액과 잔액을 숨기고, Bulletproofs 범위 증명으로 모든 출력값이 음수가 아님을 값 노출 없이 증명합니다.",
    },
    {
      title: "영지식 규제 준수",
      description:
        "Groth16·PLONK 회로로 KYC 상태, 전송 한도, 제재 대상 심사 결과를 증명합니다. 감사인은 고객 파일이 아니라 증명을 확인합니다.",
    },
    {
      title: "양자내성 신원",
      description:
        "검증인과 계정의 키에 ML-DSA(FIPS 204)를 Ed25519와 하이브리드 방식으로 사용하므로, 양자 컴퓨터가 기존 암호를 무력화한 뒤에도 서명된 이력을 검증할 수 있습니다.",
    },
    {
      title: "선택적 공개",
      description:
        "조회 키로 감사인이나 거래 상대방이 권한 있는 트랜잭션만 정확히 열람하게 하며, 권한은 언제든 철회할 수 있습니다.",
    },
    {
      title: "결정적 완결성",
      description:
        "HotStuff 계열 BFT 합의로 포크 없이 수 초 안에 블록을 확정하며, 검증인의 최대 3분의 1에 장애가 생겨도 견딥니다.",
    },
    {
      title: "엔터프라이즈 운영",
      description:
        "허가형 멤버십, HSM에 보관하는 검증인 키, 역할 기반 노드 관리, OpenTelemetry 메트릭을 제공합니다.",
    },
  ],
  useCases: [
    {
      industry: "자본시장",
      title: "토큰화 증권 결제",
      description:
        "원장의 다른 참여자에게 포지션을 노출하지 않고 수탁기관 간 DvP(증권대금 동시결제)를 처리합니다.",
    },
    {
      industry: "공급망",
      title: "기밀 이력 추적",
      description: "공급업체는 상품의 원산지와 인증을 증명하고, 가격과 물량은 거래 당사자끼리만 공유합니다.",
    },
    {
      industry: "은행",
      title: "은행 간 지급",
      description:
        "컨소시엄 전체에서 실시간 차액 정산을 수행합니다. 각 은행은 자기 거래 흐름만 보고, 규제 기관은 집계 증명을 확인합니다.",
    },
    {
      industry: "공공 부문",
      title: "검증 가능한 자격 증명",
      description:
        "시민은 서류 전체 대신 나이나 거주지에 대한 영지식증명을 제시하며, 증명은 위변조를 탐지할 수 있는 레지스트리에 기록됩니다.",
    },
  ],
  architecture: {
    summary:
      "애플리케이션은 REST·gRPC API로 게이트웨이 노드와 통신합니다. 증명은 클라이언트나 증명 생성 서비스에서 만들어져 모든 검증인이 확인하며, 복제 원장에는 커밋먼트만 기록됩니다.",
    layers: [
      { name: "애플리케이션", components: ["지갑 SDK", "감사인 콘솔", "REST / gRPC API"] },
      { name: "프라이버시 계층", components: ["ZK 증명 생성 서비스", "조회 키 관리자", "정책 회로"] },
      { name: "합의", components: ["BFT 검증인", "ML-DSA + Ed25519 서명", "멤풀"] },
      { name: "스토리지", components: ["커밋먼트 트리", "암호화된 상태", "HSM 키 저장소"] },
    ],
    notes: [
      "온프레미스, 고객 VPC, 관리형 컨소시엄 네트워크 중 원하는 방식으로 운영할 수 있습니다.",
      "검증인은 컨소시엄 회원사가 운영하므로 어느 한 주체도 이력을 열람하거나 고쳐 쓸 수 없습니다.",
    ],
  },
  contactButton: "블록체인 팀에 문의하기",
  contact: {
    title: "프라이버시 블록체인 팀 문의",
    description:
      "네트워크 구성, 참여 기관, 규제 준수 요건을 알려 주세요. 솔루션 아키텍트가 24시간 이내에 답변드립니다.",
    subject: "프라이버시 블록체인 문의",
    context: "엔터프라이즈 - 프라이버시 블록체인",
  },
};
