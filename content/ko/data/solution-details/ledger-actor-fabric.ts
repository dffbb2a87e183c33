import { sharedSolutionDetails } from "../../../data/shared/solution-details";
import type { SolutionDetail } from "../../../data/solution-details/types";

export const detail: SolutionDetail = {
  overview:
    "Ledger Actor Fabric은 허가형 원장 위에서 비즈니스 로직을 결정적 액터로 실행합니다. 액터끼리 메시지를 주고받으면 BFT 프로토콜이 여러 기관에 걸쳐 메시지 순서를 정하고, 임계 서명 체크포인트 덕분에 위원회 키를 가진 누구나 공유 상태를 검증할 수 있습니다.",
  features: [
    {
      title: "결정적 액터",
      body: "각 액터는 자신의 상태를 소유하고 메시지를 한 번에 하나씩 처리하므로, 락 없이도 모든 복제본이 같은 결과에 도달합니다.",
    },
    {
      title: "BFT 순서 합의",
      body: "HotStuff 계열 프로토콜로 3f + 1개 구성원 중 최대 f개의 장애를 견디며, 수백 밀리초 안에 최종 확정합니다.",
    },
    {
      title: "임계 서명 체크포인트",
      body: "주기적으로 생성되는 상태 루트에 간결한 위원회 서명 하나가 붙어, 외부 시스템도 이를 검증할 수 있습니다.",
    },
    {
      title: "타입 지원 SDK",
      body: "TypeScript, Rust, Go로 액터를 작성하며, 모든 언어에서 같은 메시지 스키마 언어를 사용합니다.",
    },
  ],
  howItWorks: [
    "개발자가 액터와 그 상태, 액터가 받을 메시지를 선언합니다.",
    "구성원이 메시지를 제출하면 순서 결정 서비스가 이를 배치로 묶어 순서를 정합니다.",
    "모든 복제본이 순서가 정해진 배치를 결정적으로 실행합니다.",
    "체크포인트는 구성원들이 나누어 가진 임계 키로 서명됩니다.",
  ],
  useCases: [
    "은행 간 대사 및 차액 정산",
    "제조사와 물류 기업 간 공급망 이력 추적",
    "검증 가능한 이력을 갖춘 컨소시엄 레지스트리",
  ],
  ...sharedSolutionDetails["ledger-actor-fabric"],
};
