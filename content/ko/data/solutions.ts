import type { Solution } from "../../schemas/entities";
import { sharedSolutions } from "../../data/shared/solutions";
import { withText } from "../../with-text";

export const solutions: readonly Solution[] = withText(sharedSolutions, (e) => e.id, {
  torusdb: {
    shortDescription:
      "CKKS 암호문 위에서 SQL 집계와 벡터 검색을 바로 수행하는 암호화 데이터베이스입니다. 서버는 평문 데이터를 볼 수 없습니다.",
    tags: ["CKKS", "암호화 SQL", "GPU 가속", "키 관리", "벡터 검색"],
  },
  privid: {
    shortDescription:
      "얼굴 템플릿을 동형암호 상태로 매칭하고 평문으로는 저장하지 않는 생체·자격 증명 인증 솔루션입니다.",
    tags: ["생체 인증", "FIDO2", "동형 매칭"],
  },
  "pqc-function": {
    shortDescription:
      "양자내성 키 캡슐화와 전자서명(ML-KEM, ML-DSA, SLH-DSA)을 REST·gRPC API로 제공하는 서버리스 서비스로, X25519 하이브리드 모드를 지원합니다.",
    tags: ["ML-KEM", "ML-DSA", "하이브리드 TLS"],
  },
  tokenis: {
    shortDescription: "기밀 잔액, 규제 준수 훅, 영지식 전송 증명을 갖춘 실물자산(RWA) 토큰화 플랫폼입니다.",
    tags: ["RWA", "기밀 전송", "zk-SNARK"],
  },
  epsilon: {
    shortDescription: "차분 프라이버시 예산과 기관 간 암호화 조인을 결합한 프라이버시 보호 분석 엔진입니다.",
    tags: ["차분 프라이버시", "비공개 집합 교집합(PSI)", "데이터 분석"],
  },
  "moduli-chain": {
    shortDescription:
      "기밀 트랜잭션과 zk-SNARK 스마트 컨트랙트를 갖춘 프라이버시 보호 퍼블릭 레이어 1로, 프런트러닝을 막는 임계 암호화 멤풀을 도입하고 있습니다.",
    tags: ["레이어 1", "기밀 트랜잭션", "zk-SNARK"],
  },
  "ledger-actor-fabric": {
    shortDescription:
      "허가형 원장을 위한 액터 모델 런타임으로, 결정적 액터, BFT 기반 순서 합의, 임계 서명 체크포인트를 제공합니다.",
    tags: ["액터 모델", "BFT 합의", "임계 서명"],
  },
  cusp: {
    shortDescription:
      "임계 MPC 서명 기반 키 수탁, HSM 연동, 정책 제어를 하나의 콘솔에 담은 통합 암호 보안 플랫폼(Cryptographic Unified Security Platform)입니다.",
    tags: ["임계 ECDSA", "키 수탁", "HSM"],
  },
});
