import { platformCta } from "../../../data/shared/platform-details";
import type { Platform } from "../../../data/platform-details/types";

export const detail: Platform = {
  overview: [
    "Ledger Actor Fabric은 액터 모델 기반의 허가형 원장 런타임입니다. 비즈니스 로직은 자기 상태를 소유하고 메시지로만 통신하는 결정적 액터로 작성되며, 패브릭이 비잔틴 장애 허용(BFT) 합의로 메시지 순서를 정하므로 모든 복제본이 같은 상태를 계산합니다.",
    "전역 상태의 체크포인트에는 임계값 이상의 검증인이 서명합니다. 덕분에 라이트 클라이언트와 다른 체인은 전체 이력을 재실행하는 대신 간결하고 검증 가능한 커밋먼트 하나만 확인하면 됩니다.",
  ],
  facts: [
    { label: "합의", value: "HotStuff 방식 BFT, 검증인 3f + 1개 중 f개 장애 허용" },
    { label: "액터", value: "결정적 WebAssembly 모듈 (Rust, TinyGo를 통한 Go, AssemblyScript)" },
    { label: "체크포인트", value: "상태 루트에 대한 임계 BLS 서명" },
    { label: "완결성", value: "결정적 완결성, 포크 없음" },
  ],
  features: [
    {
      title: "액터 프로그래밍 모델",
      description:
        "각 액터가 자기 상태와 메일박스를 소유하므로, 컨트랙트를 작고 테스트하기 쉽게 유지하면서 공유 상태로 인한 경쟁 조건을 없앱니다.",
    },
    {
      title: "BFT 순서 결정",
      description: "선형 뷰 체인지를 지원하는 HotStuff 방식 프로토콜로 모든 메시지의 전체 순서를 정합니다.",
    },
    {
      title: "임계 서명 체크포인트",
      description:
        "집계된 단일 서명이 상태 루트를 보증하며, 라이트 클라이언트와 브리지에서 검증할 수 있습니다.",
    },
    {
      title: "기밀성 도메인",
      description:
        "권한 있는 멤버 사이에서만 상태가 복제되는 도메인에서 액터를 실행하고, 공유 원장에는 해시만 남깁니다.",
    },
    {
      title: "결정적 재실행",
      description:
        "어느 복제본에서든 체크포인트부터 이력을 재실행해 비즈니스 프로세스를 감사하거나 디버깅할 수 있습니다.",
    },
    {
      title: "관측성",
      description: "OpenTelemetry 트레이스로 액터와 검증인을 거쳐 가는 메시지를 추적합니다.",
    },
  ],
  steps: [
    {
      title: "액터 작성",
      description:
        "각 비즈니스 역할을 타입이 지정된 메시지를 주고받는 액터로 구현하고, WebAssembly로 컴파일합니다.",
    },
    {
      title: "패브릭에 배포",
      description: "컨소시엄 검증인들이 액터를 설치하며, 액터의 코드 해시는 원장 상태의 일부가 됩니다.",
    },
    {
      title: "순서 결정 및 실행",
      description:
        "클라이언트가 메시지를 보내면 BFT 합의로 순서가 정해지고, 모든 검증인이 이를 결정적으로 실행합니다.",
    },
    {
      title: "체크포인트",
      description: "에포크마다 임계값 이상의 검증인이 상태 루트에 서명해 간결한 상태 증명을 만듭니다.",
    },
  ],
  audiences: [
    {
      who: "무역금융·공급망·결제 분야 컨소시엄",
      why: "단일 운영자를 신뢰하지 않고도 여러 기업이 하나의 프로세스를 공유하며, 결정적 완결성을 보장받습니다.",
    },
    {
      who: "분산 시스템 엔지니어",
      why: "전역 상태 기반 스마트 컨트랙트 VM 대신 이미 익숙한 메시지 전달 모델로 개발합니다.",
    },
    {
      who: "토큰화 플랫폼",
      why: "기밀성 도메인과 빠른 완결성을 갖춘 원장에서 Tokenis 같은 애플리케이션을 운영합니다.",
    },
  ],
  cta: platformCta("ledger-actor-fabric", {
    title: "액터 기반 컨소시엄 원장 구축",
    text: "개발자 프로그램에 참여해 액터 SDK와 검증인 노드 4개로 구성된 로컬 네트워크를 받아 보세요.",
    primary: "개발자 프로그램 참여하기",
    secondary: "오픈소스 프로젝트 둘러보기",
  }),
};
