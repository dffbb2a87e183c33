/** 서비스 카탈로그(/service/services, 한국어판): 플랫폼들과 Moduli Chain 네트워크. id, 아이콘, 경로, 상태는 두 판이 함께 씁니다(content/data/shared/services.ts). */
import type { ServiceCard } from "../../data/services";
import { withText } from "../../with-text";
import { sharedServiceCards } from "../../data/shared/services";

export type { ServiceCard, ServiceIconKey, ServiceId } from "../../data/services";

export const serviceCards: readonly ServiceCard[] = withText(sharedServiceCards, (e) => e.id, {
  cusp: {
    subtitle: "암호 기술 기반 통합 보안 플랫폼",
    description:
      "키가 어느 한곳에도 온전히 존재하지 않는 상태로 수탁하고 서명합니다. 임계 MPC 서명, HSM 기반 루트 키, 승인 정책을 하나의 콘솔에서 관리합니다.",
    features: [
      "t-of-n 임계 ECDSA·EdDSA(CGGMP21)",
      "루트 키를 위한 PKCS#11·클라우드 KMS 연동",
      "정족수 승인 및 지출 정책",
      "모든 서명을 기록하는 위변조 방지 감사 로그",
    ],
    buttonText: "CUSP 살펴보기",
  },
  privid: {
    subtitle: "암호화 데이터베이스 위의 암호화 신원 인증",
    description:
      "PrivID는 얼굴 및 자격 증명 템플릿을 동형암호 상태 그대로 매칭하고, TorusDB는 이를 저장하며 CKKS 암호문 위에서 SQL 집계와 벡터 검색을 수행합니다.",
    features: [
      "암호문 상태의 1:1·1:N 생체 매칭",
      "생체 인증과 함께 쓰는 FIDO2 / WebAuthn 패스키",
      "암호화 SQL 집계 및 벡터 검색",
      "고객 보유 키 기반 GPU 가속 CKKS",
    ],
    buttonText: "PrivID / TorusDB 살펴보기",
  },
  "pqc-function": {
    subtitle: "서버리스 API로 제공하는 양자내성암호",
    description:
      "격자 기반 암호 코드를 직접 구현해 배포하는 대신 REST나 gRPC로 ML-KEM, ML-DSA, SLH-DSA를 호출하세요. 점진적 전환을 위한 X25519 하이브리드 모드도 지원합니다.",
    features: [
      "ML-KEM-512/768/1024 키 캡슐화 (FIPS 203)",
      "ML-DSA (FIPS 204)·SLH-DSA (FIPS 205) 서명",
      "TLS 1.3용 하이브리드 X25519MLKEM768",
      "HSM에 봉인된 키, 평문으로는 절대 반환하지 않음",
    ],
    buttonText: "PQC-Function 살펴보기",
  },
  tokenis: {
    subtitle: "기밀성을 보장하는 실물자산 토큰화",
    description:
      "토큰화된 채권, 펀드, 인보이스를 기밀 잔액으로 발행하고 전송합니다. 규제 기관과 감사인은 영지식증명으로 규제 준수 여부를 검증합니다.",
    features: [
      "Pedersen 커밋먼트 기반 기밀 잔액",
      "zk-SNARK 전송 증명 (PLONK)",
      "허용 목록·KYC·전송 한도 훅",
      "감사인용 선택적 공개 조회 키",
    ],
    buttonText: "Tokenis 살펴보기",
  },
  epsilon: {
    subtitle: "조직 간 프라이버시 보호 분석",
    description:
      "한데 모을 수 없는 데이터로도 답을 얻으세요. 비공개 집합 교집합(PSI)으로 암호화 조인을 수행하고, 공개하는 모든 통계에 차분 프라이버시 예산을 적용합니다.",
    features: [
      "PSI 기반 암호화 조인",
      "데이터셋별 (ε, δ) 프라이버시 예산",
      "노이즈를 자동 보정하는 SQL 인터페이스",
      "개인정보 보호책임자를 위한 쿼리 감사 추적",
    ],
    buttonText: "Epsilon 살펴보기",
  },
  "moduli-chain": {
    subtitle: "프라이버시 보호 퍼블릭 레이어 1",
    description:
      "금액은 기밀로 유지하고 스마트 컨트랙트는 상태 변경을 영지식증명으로 입증하는 퍼블릭 블록체인입니다. 누구나 원장을 읽지 않고도 검증할 수 있습니다.",
    features: [
      "기밀 트랜잭션(Pedersen 커밋먼트, Bulletproofs)",
      "PLONK로 증명하는 프라이빗 스마트 컨트랙트",
      "일괄 증명 검증을 갖춘 BFT 합의",
      "임계 암호화 멤풀(도입 중)",
    ],
    buttonText: "솔루션 상세 보기",
  },
  "ledger-actor-fabric": {
    subtitle: "허가형 원장을 위한 액터 모델 런타임",
    description:
      "비즈니스 프로세스를 결정적 액터로 모델링합니다. 액터 간 메시지는 BFT 합의로 순서가 정해지고, 임계 서명으로 체크포인트가 남습니다.",
    features: [
      "WebAssembly로 컴파일되는 결정적 액터",
      "HotStuff 방식 BFT 순서 결정",
      "임계 서명 기반 상태 체크포인트",
      "액터별 기밀성 도메인",
    ],
    buttonText: "Ledger Actor Fabric 살펴보기",
  },
});
