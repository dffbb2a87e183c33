import type { Platform } from "../../../data/platform-details/types";

export const detail: Platform = {
  id: "epsilon",
  overview: [
    "Epsilon은 여러 조직이 나눠 가지고 있지만 한데 모을 수는 없는 데이터를 위한 프라이버시 보호 분석 엔진입니다. 비공개 집합 교집합(PSI)으로 기관 간 레코드를 매칭하므로 누구도 상대방의 행을 알 수 없으며, 공개되는 모든 통계는 명시적인 (ε, δ) 예산을 갖는 차분 프라이버시로 보호됩니다.",
    "분석가는 평소처럼 SQL을 작성하면 됩니다. Epsilon은 각 쿼리를 재작성해 개인별 기여도를 제한하고, 남은 예산에 맞춰 노이즈를 보정하며, 예산을 초과하는 쿼리는 거부합니다.",
  ],
  facts: [
    { label: "조인", value: "ECDH 기반 PSI, PSI 카디널리티, PSI 합계" },
    {
      label: "프라이버시 모델",
      value: "영집중 차분 프라이버시(zCDP)로 예산을 관리하는 (ε, δ)-차분 프라이버시",
    },
    { label: "메커니즘", value: "가우시안·라플라스 노이즈, 기여도 제한" },
    { label: "인터페이스", value: "JDBC 기반 SQL 및 Python 클라이언트" },
  ],
  features: [
    {
      title: "암호화 조인",
      description:
        "식별자를 주고받지 않고도 비공개 집합 교집합으로 조직 간 고객이나 환자 데이터를 연결합니다.",
    },
    {
      title: "프라이버시 예산",
      description:
        "데이터셋마다 (ε, δ) 예산이 부여되며, 세션이 바뀌어도 분석가별·데이터셋별 누적 사용량을 추적합니다.",
    },
    {
      title: "자동 보정",
      description: "민감도는 분석가에게 맡기지 않고 쿼리와 기여도 한계로부터 자동으로 산출합니다.",
    },
    {
      title: "합성 데이터 내보내기",
      description:
        "엔진 밖에서 탐색적 분석을 할 수 있도록 차분 프라이버시가 적용된 합성 테이블을 제공합니다.",
    },
    {
      title: "쿼리 감사",
      description: "모든 쿼리와 예산 소모량, 결과를 개인정보 보호책임자가 확인할 수 있도록 기록합니다.",
    },
    {
      title: "기존 스토리지 그대로 활용",
      description: "PostgreSQL, Snowflake, BigQuery, 오브젝트 스토리지의 Parquet 파일용 커넥터를 제공합니다.",
    },
  ],
  steps: [
    {
      title: "연결",
      description:
        "각 참여 기관이 자신의 데이터 소스를 연결합니다. 원본 행은 각자의 환경을 벗어나지 않습니다.",
    },
    {
      title: "예산 설정",
      description: "데이터 소유자가 데이터셋별로 프라이버시 예산과 기여도 한계를 설정합니다.",
    },
    {
      title: "쿼리",
      description:
        "분석가가 SQL을 제출하면, 기관 간 조인은 블라인딩된 식별자에 대한 비공개 집합 교집합으로 실행됩니다.",
    },
    {
      title: "결과 공개",
      description:
        "결과에는 보정된 노이즈가 더해지고 예산 소모량이 기록됩니다. 예산을 초과하는 쿼리는 거부됩니다.",
    },
  ],
  audiences: [
    {
      who: "데이터 사이언스·분석 팀",
      why: "직접 받을 수 없는 파트너 데이터까지 아울러 캠페인 성과, 이상거래, 결과 지표를 측정합니다.",
    },
    {
      who: "병원 및 연구 컨소시엄",
      why: "IRB(기관생명윤리위원회) 심의, 개인정보 보호법의 가명정보 처리 기준, GDPR 요건을 지키면서 기관 간 코호트 통계를 산출합니다.",
    },
    {
      who: "프라이버시 기술 연구자",
      why: "상용 수준의 차분 프라이버시 예산 관리 시스템과 재현 가능한 예산 기반 공개 방식으로 연구합니다.",
    },
  ],
  cta: {
    title: "공유할 수 없는 데이터까지 분석",
    text: "조직 간 분석을 위한 참조 아키텍처를 확인한 뒤, 샘플 데이터셋으로 Epsilon을 직접 사용해 보세요.",
    primary: { label: "활용 사례 살펴보기", href: "/devhub/hub" },
    secondary: { label: "차분 프라이버시 연구", href: "/research/technologies/differential-privacy" },
  },
};
