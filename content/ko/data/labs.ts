/** 연구소 페이지(/labs)의 한국어 콘텐츠. 연구소 이름, 운영 주체, URL은 사이트 설정(content/site.ts)에서 가져옵니다. */
import type { Translation } from "../../i18n";
import type { LabFocus, labIntro as en } from "../../data/labs";
import { withText } from "../../with-text";
import { sharedLabFocusAreas } from "../../data/shared/labs";

export type { LabFocus, LabFocusIcon } from "../../data/labs";

export const labIntro: Translation<typeof en> = {
  tagline: "미래 암호 기술의 수학적 토대를 오늘 만들어 갑니다.",
  mission:
    "Nullspace 암호 연구소는 새로운 암호 아이디어를 믿고 쓸 수 있는 시스템으로 만듭니다. 암호의 안전성을 떠받치는 난제 가정을 연구하고, 파라미터와 증명을 공개하며, 오픈소스로 구현한 뒤 상용화 준비가 끝나면 Nullspace 제품 팀에 넘깁니다. 연구진은 대학 및 표준화 기구와 협력해 격자 기반 암호, 동형암호, 퍼블릭 원장의 프라이버시를 공개적으로 연구합니다.",
};

export const labFocusAreas: readonly LabFocus[] = withText(sharedLabFocusAreas, (e) => e.id, {
  "mathematical-cryptography": {
    title: "수리 암호학",
    description:
      "Nullspace의 모든 제품을 떠받치는 난제 가정, 즉 격자 문제, 타원곡선, 해시 함수와 이들의 파라미터를 결정하는 암호 분석을 연구합니다.",
    topics: ["격자 축소와 LWE 보안 추정", "타원곡선 및 페어링 연산", "증명 가능한 안전성"],
  },
  "post-quantum-security": {
    title: "양자내성 보안",
    description:
      "부채널 공격에 대비해 강화한 ML-KEM(FIPS 203), ML-DSA(FIPS 204), SLH-DSA(FIPS 205) 구현과 전환 방법을 연구합니다.",
    topics: ["하이브리드 TLS 키 교환", "상수 시간 임베디드 코드", "암호 민첩성을 갖춘 아키텍처"],
  },
  "homomorphic-encryption": {
    title: "동형암호",
    description:
      "CKKS, BFV/BGV, TFHE의 부트스트래핑을 더 빠르게, 컴파일러를 더 정교하게 만들어 암호화된 데이터 연산을 일상적인 기술로 만듭니다.",
    topics: ["부트스트래핑과 기법 전환", "GPU 가속", "암호화 머신러닝"],
  },
  "blockchain-privacy": {
    title: "블록체인 프라이버시",
    description:
      "데이터는 비공개로 지키면서 검증 가능한 원장을 만들기 위해 기밀 트랜잭션, zk-SNARK 스마트 컨트랙트, 임계 암호화 멤풀을 연구합니다.",
    topics: ["PLONK와 재귀 증명", "임계 암호", "MEV 저항성"],
  },
});
