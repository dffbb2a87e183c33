import { byId } from "../../../by-id";
import type { EnterpriseSolution } from "../../../data/enterprise";
import { enterpriseCards } from "../enterprise";

export const detail: EnterpriseSolution = {
  ...byId(enterpriseCards, "homomorphic-db", "enterprise card"),
  hero: {
    eyebrow: "엔터프라이즈 동형암호 데이터베이스",
    title: "가장 민감한 데이터도 복호화 없이 조회",
    lead: "데이터는 클라이언트에서 암호화되어 저장, 전송, 연산 내내 암호화된 상태를 유지합니다. 데이터베이스는 필터, 집계, 유사도 검색을 암호문 위에서 직접 수행합니다.",
    highlights: ["CKKS 및 BFV", "암호화 SQL", "암호화 벡터 검색", "고객 보유 키"],
  },
  coreFeatures: [
    {
      title: "암호화 SQL",
      description:
        "SUM, AVG, COUNT, 범위 필터, GROUP BY를 암호문 상태로 실행하며, 서버는 복호화 키를 갖지 않습니다.",
    },
    {
      title: "CKKS 근사 연산",
      description:
        "실수 기반 분석과 머신러닝 추론에 CKKS를 사용하고, 깊은 연산에는 부트스트래핑을 적용합니다.",
    },
    {
      title: "BFV 정확 연산",
      description:
        "카운팅, 매칭, 비공개 집합 교집합(PSI) 같은 정수 연산에는 BFV를 사용하며, 배칭으로 처리량을 높입니다.",
    },
    {
      title: "암호화 벡터 검색",
      description:
        "암호화된 임베딩에 대한 코사인·내적 유사도 검색으로 프라이빗 검색 증강 생성(RAG)을 구현합니다.",
    },
    {
      title: "GPU 가속",
      description: "GPU용 NTT·키 스위칭 커널로 동형 곱셈의 지연 시간을 10분의 1 수준으로 줄입니다.",
    },
    {
      title: "키 관리 연동",
      description: "비밀키는 고객의 KMS나 HSM에 그대로 남고, 데이터베이스가 받는 키 자료는 평가 키뿐입니다.",
    },
  ],
  useCases: [
    {
      industry: "헬스케어",
      title: "다기관 공동 연구",
      description: "환자 기록을 옮기거나 평문으로 노출하지 않고 여러 병원에 걸친 코호트 통계를 산출합니다.",
    },
    {
      industry: "금융 서비스",
      title: "암호화된 거래 데이터 기반 이상거래 탐지",
      description:
        "여러 은행이 거래 특성 데이터를 모아 공동 이상거래 탐지 모델을 만들되, 각 은행의 데이터는 암호화된 상태로 유지됩니다.",
    },
    {
      industry: "광고",
      title: "프라이버시 보호 성과 측정",
      description:
        "암호화된 식별자로 전환과 캠페인을 매칭해 개인정보 보호법과 GDPR의 목적 제한 원칙을 지킵니다.",
    },
    {
      industry: "AI 플랫폼",
      title: "프라이빗 RAG",
      description:
        "암호화된 임베딩으로 기밀 문서 코퍼스를 검색하므로, 검색 서비스는 질의도 문서도 볼 수 없습니다.",
    },
  ],
  architecture: {
    summary:
      "클라이언트 라이브러리가 고객이 보유한 키로 행과 질의를 암호화합니다. 쿼리 엔진은 암호문 연산을 계획해 CPU 또는 GPU 워커에서 실행하고, 클라이언트만 복호화할 수 있는 암호화된 결과를 반환합니다.",
    layers: [
      { name: "클라이언트", components: ["Python·Java·Go용 SDK", "키 생성", "암호화 / 복호화"] },
      { name: "쿼리 엔진", components: ["SQL 플래너", "암호문 연산자", "벡터 인덱스"] },
      { name: "연산", components: ["CPU 워커", "GPU NTT 커널", "부트스트래핑 서비스"] },
      { name: "스토리지", components: ["암호문 저장소", "평가 키", "감사 로그"] },
    ],
    notes: [
      "파라미터는 HomomorphicEncryption.org 표준에 따라 128비트 보안 수준을 목표로 합니다.",
      "Kubernetes 컨테이너로 배포하며, 일부 리전에서는 관리형 서비스도 제공합니다.",
    ],
  },
  contactButton: "FHE 팀에 문의하기",
  contact: {
    title: "동형암호 데이터베이스 팀 문의",
    description: "데이터, 쿼리, 성능 목표를 알려 주세요. FHE 엔지니어가 24시간 이내에 답변드립니다.",
    subject: "동형암호 데이터베이스 문의",
    context: "엔터프라이즈 - 동형암호 데이터베이스",
  },
};
