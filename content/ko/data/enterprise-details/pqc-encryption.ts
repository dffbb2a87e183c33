import { byId } from "../../../by-id";
import type { EnterpriseSolution } from "../../../data/enterprise";
import { enterpriseCards } from "../enterprise";

export const detail: EnterpriseSolution = {
  ...byId(enterpriseCards, "pqc-encryption", "enterprise card"),
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
};
