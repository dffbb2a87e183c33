import type { Platform } from "../../../data/platform/types";

export const platform: Platform = {
  id: "tokenis",
  overview: [
    "Tokenis는 채권, 펀드 지분, 인보이스, 예금 같은 실물자산을 위한 토큰화 플랫폼입니다. 잔액과 이전 금액은 Pedersen 커밋먼트로 감춰지며, 모든 이전 거래에는 수지가 맞고 값이 허용 범위 안에 있으며 해당 자산의 규제 준수 규칙을 충족한다는 영지식증명이 함께 따라갑니다.",
    "발행사는 투자자의 보유 현황을 공개하지 않고도 규제에 맞는 명부를 유지할 수 있습니다. 감사인과 규제 기관은 열람 권한이 있는 기록만 정확히 열어 볼 수 있는 선택적 공개용 열람 키를 받습니다.",
  ],
  facts: [
    { label: "기밀성", value: "범위 증명을 포함한 Pedersen 커밋먼트" },
    { label: "증명 시스템", value: "BLS12-381 기반 PLONK zk-SNARK" },
    { label: "토큰 모델", value: "대체 가능 토큰(채권, 펀드 지분) 및 대체 불가능 토큰(인보이스)" },
    { label: "원장", value: "EVM 네트워크 및 Ledger Actor Fabric" },
  ],
  features: [
    {
      title: "기밀 잔액",
      description:
        "금액은 공개되지 않고 커밋먼트로만 기록되며, 이전 당사자와 권한 있는 감사인만 확인할 수 있습니다.",
    },
    {
      title: "영지식 규제 준수",
      description: "투자자를 드러내지 않고 허용 목록 등재 여부, 보유 한도, 보호예수 기간 준수를 증명합니다.",
    },
    {
      title: "생애주기 이벤트",
      description:
        "이자 지급, 상환, 기업 행위(corporate action), 발행사 대리인에 의한 강제 이전을 처리합니다.",
    },
    {
      title: "선택적 공개",
      description:
        "자산, 계정, 기간 단위로 범위를 정한 열람 키를 제공하며, 언제든 철회할 수 있고 사용 내역이 기록됩니다.",
    },
    {
      title: "발행사 콘솔",
      description:
        "스마트 컨트랙트를 작성하지 않고도 자산, 투자자 자격 요건, 주주 명부(cap table)를 정의합니다.",
    },
    {
      title: "결제 연동",
      description:
        "토큰화 예금이나 스테이블코인을 대금으로 하는 DvP(증권대금 동시결제)를 하나의 원자적 트랜잭션으로 처리합니다.",
    },
  ],
  steps: [
    {
      title: "자산 정의",
      description: "발행사가 콘솔에서 상품, 발행량, 자격 요건, 공개 정책을 설정합니다.",
    },
    {
      title: "투자자 온보딩",
      description:
        "투자자는 고객사가 이용하는 KYC 업체에서 확인을 받으며, Tokenis는 자격 증명에 대한 커밋먼트만 기록합니다.",
    },
    {
      title: "비공개 이전",
      description:
        "지갑이 잔액, 범위, 규제 준수를 증명하는 zk-SNARK와 함께 이전 거래를 만들고, 원장이 그 증명을 검증합니다.",
    },
    {
      title: "보고",
      description:
        "감사인과 규제 기관은 자신의 열람 키가 허용하는 기록만 열람할 수 있으며, 그 밖의 기록은 볼 수 없습니다.",
    },
  ],
  audiences: [
    {
      who: "자산운용사 및 발행사",
      why: "모든 노드 운영자에게 포지션과 전략을 노출하지 않고 펀드와 채권을 토큰화합니다.",
    },
    {
      who: "은행 및 금융시장 인프라",
      why: "고객 기밀을 지키면서 공유 원장에서 DvP 결제를 수행합니다.",
    },
    {
      who: "블록체인 개발자",
      why: "회로를 직접 설계하지 않고 SDK만으로 EVM 애플리케이션에 기밀성과 규제 준수를 갖춘 이전 기능을 추가합니다.",
    },
  ],
  cta: {
    title: "기밀성을 지키는 토큰화",
    text: "레퍼런스 활용 사례와 SDK를 살펴보시거나, 허가형 원장에서 진행하는 파일럿에 대해 문의해 주세요.",
    primary: { label: "활용 사례 살펴보기", href: "/devhub/hub" },
    secondary: { label: "엔터프라이즈용 프라이버시 블록체인", href: "/enterprise/privacy-blockchain" },
  },
};
