import type { Translation } from "../../i18n";
import type { EnterpriseCard, EnterpriseSolution, EnterpriseSolutionId } from "../../data/enterprise";
import type { enterpriseDetailText as en } from "../../data/enterprise-solutions";
import { enterpriseCards } from "./enterprise";

/** 엔터프라이즈 상세 페이지 세 개(한국어판): 히어로, 핵심 기능, 활용 사례, 아키텍처, 문의 대화상자 문구. */
function card(id: EnterpriseSolutionId): EnterpriseCard {
  const found = enterpriseCards.find((c) => c.id === id);
  if (!found) throw new Error(`no enterprise card ${id}`);
  return found;
}

export const enterpriseSolutions: readonly EnterpriseSolution[] = [
  {
    ...card("privacy-blockchain"),
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
        description:
          "공급업체는 상품의 원산지와 인증을 증명하고, 가격과 물량은 거래 당사자끼리만 공유합니다.",
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
  },
  {
    ...card("homomorphic-db"),
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
        description:
          "비밀키는 고객의 KMS나 HSM에 그대로 남고, 데이터베이스가 받는 키 자료는 평가 키뿐입니다.",
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
  },
  {
    ...card("pqc-encryption"),
    hero: {
      eyebrow: "엔터프라이즈 양자내성 암호화",
      title: "오늘의 데이터를 미래의 양자 컴퓨터로부터 보호",
      lead: "‘선 수집 후 해독’ 공격 때문에 오래 보관하는 데이터는 이미 위험에 노출되어 있습니다. Nullspace는 조직의 암호 사용 현황을 파악하고, NIST 양자내성암호 표준을 하이브리드 방식으로 도입하며, 이후에도 알고리즘을 다시 교체할 수 있는 체계를 갖춰 드립니다.",
      highlights: ["ML-KEM (FIPS 203)", "ML-DSA (FIPS 204)", "SLH-DSA (FIPS 205)", "하이브리드 TLS"],
    },
    coreFeatures: [
      {
        title: "암호 인벤토리",
        description:
          "코드, 인증서, TLS 엔드포인트, HSM 전반에서 RSA, ECDH, ECDSA 사용처를 찾아내고, 데이터 보존 기간과 노출도에 따라 우선순위를 매깁니다.",
      },
      {
        title: "하이브리드 키 교환",
        description:
          "TLS 1.3의 X25519MLKEM768은 기존 암호와 양자내성암호를 결합하므로, 어느 한쪽에 결함이 있어도 세션이 뚫리지 않습니다.",
      },
      {
        title: "양자내성 서명",
        description:
          "코드 서명과 인증서에는 ML-DSA를, 보수적인 해시 기반 방식이 필요한 곳에는 SLH-DSA를 사용합니다.",
      },
      {
        title: "암호 민첩성 계층",
        description:
          "정책 기반 라이브러리와 프록시를 통해 애플리케이션을 다시 작성하지 않고 설정만으로 알고리즘을 교체할 수 있습니다.",
      },
      {
        title: "HSM 및 PKI 연동",
        description:
          "PKCS#11 HSM과 기존 인증기관(CA)을 그대로 활용하며, 복합 인증서 체인과 이중 인증서 체인도 지원합니다. 공공·금융 시스템에서는 KCMVP(암호모듈 검증제도) 검증을 받은 HSM과도 연동할 수 있습니다.",
      },
      {
        title: "규제 대응 로드맵",
        description:
          "NIST IR 8547의 전환 일정, CNSA 2.0, 업권별 규제 기관 지침에 맞춘 전환 계획을 세웁니다. 국내 시스템은 KpqC 공모전 결과와 정부의 양자내성암호 전환 계획도 반영합니다.",
      },
    ],
    useCases: [
      {
        industry: "정부",
        title: "전송 중인 기밀 데이터 보호",
        description:
          "양자내성 키 설정에 관한 CNSA 2.0 기한을 충족하는 하이브리드 VPN 및 TLS 터널을 구축합니다.",
      },
      {
        industry: "은행",
        title: "장기 보관 고객 기록",
        description:
          "암호를 실질적으로 해독할 수 있는 양자 컴퓨터가 등장한 뒤에도 기밀이 유지되어야 하는 아카이브와 백업을 재암호화합니다.",
      },
      {
        industry: "통신",
        title: "5G 코어 및 SIM 프로비저닝",
        description: "가입자 키 프로비저닝과 사업자 간 시그널링 링크를 양자내성암호로 보호합니다.",
      },
      {
        industry: "IoT·자동차",
        title: "펌웨어 서명",
        description:
          "15년 이상 현장에서 쓰이는 기기를 위해 ML-DSA로 서명한 펌웨어 이미지와 보안 부팅 체인을 제공합니다.",
      },
    ],
    architecture: {
      summary:
        "탐지 에이전트가 수집한 정보로 암호 인벤토리를 구성하고, 정책 엔진이 시스템별로 사용할 알고리즘을 결정합니다. 암호 민첩성 라이브러리, TLS 프록시, HSM 커넥터는 애플리케이션을 수정하지 않고 이 정책을 적용합니다.",
      layers: [
        { name: "탐지", components: ["코드 스캐너", "TLS 스캐너", "인증서 크롤러"] },
        { name: "정책", components: ["인벤토리 및 위험도 평가", "알고리즘 정책", "전환 계획 도구"] },
        { name: "적용", components: ["암호 민첩성 라이브러리", "하이브리드 TLS 프록시", "PKI / CA 커넥터"] },
        { name: "키 수탁", components: ["PKCS#11 기반 HSM", "클라우드 KMS", "키 교체 서비스"] },
      ],
      notes: [
        "FIPS 203, 204, 205를 따르는 구현으로, 상수 시간 코드 경로를 사용합니다.",
        "인벤토리만으로 시작할 수 있으며, 적용 구성 요소는 시스템별로 차례차례 도입하면 됩니다.",
      ],
    },
    contactButton: "PQC 팀에 문의하기",
    contact: {
      title: "PQC 전환 팀 문의",
      description:
        "운영 중인 시스템, 규제 준수 기한, 현재 사용하는 암호 기술을 알려 주세요. PQC 전문가가 24시간 이내에 답변드립니다.",
      subject: "PQC 암호화 문의",
      context: "엔터프라이즈 - PQC 암호화",
    },
  },
];

/** 영어판의 같은 함수는 영어 데이터를 찾으므로, 한국어판은 한국어 데이터에서 찾습니다. */
export function findEnterpriseSolution(id: string | undefined): EnterpriseSolution | undefined {
  return enterpriseSolutions.find((s) => s.id === id);
}

export const enterpriseDetailText: Translation<typeof en> = {
  coreFeaturesHeading: "핵심 기능",
  useCasesHeading: "활용 사례",
  architectureHeading: "아키텍처 개요",
  diagramLabel: "{name} 아키텍처 다이어그램(애플리케이션 계층부터 스토리지 계층까지)",
  allSolutions: "전체 엔터프라이즈 솔루션",
  unknown: "존재하지 않는 엔터프라이즈 솔루션입니다.",
};
