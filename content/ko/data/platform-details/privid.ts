import { platformCta } from "../../../data/shared/platform-details";
import type { Platform } from "../../../data/platform-details/types";

export const detail: Platform = {
  overview: [
    "PrivID는 서버에서 템플릿을 한 번도 복호화하지 않는 생체·자격 증명 인증 서비스입니다. 얼굴 템플릿은 사용자 기기에서 CKKS 동형암호로 암호화되고, 등록된 템플릿과의 매칭 점수는 암호문 상태로 계산됩니다. 매칭 통과 여부는 키 보유자만 알 수 있습니다.",
    "TorusDB는 그 아래에서 동작하는 암호화 데이터베이스입니다. CKKS 암호문을 저장하고 그 위에서 SQL 집계와 벡터 유사도 검색을 실행하며, 연산 비용의 대부분을 차지하는 수론 변환(NTT)은 GPU 커널로 처리합니다. PrivID는 TorusDB를 템플릿 저장소로 사용하며, TorusDB만 따로 사용할 수도 있습니다.",
  ],
  facts: [
    { label: "암호화", value: "CKKS, 128비트 보안 (RLWE)" },
    { label: "매칭", value: "512차원 템플릿에 대한 암호화 코사인 유사도" },
    { label: "표준", value: "FIDO2 / WebAuthn 패스키, ISO/IEC 30107-3 라이브니스 탐지" },
    { label: "TorusDB 쿼리", value: "SUM, AVG, COUNT, 조건부 집계, 상위 k개 벡터 검색" },
  ],
  features: [
    {
      title: "암호화 생체 매칭",
      description:
        "1:1 인증과 1:N 식별을 암호문 상태로 수행하므로, 템플릿 저장소가 유출되어도 생체 정보는 드러나지 않습니다.",
    },
    {
      title: "생체 인증과 패스키 병행",
      description:
        "FIDO2 / WebAuthn 자격 증명과 암호화 얼굴 매칭이 하나의 등록 절차와 하나의 정책을 공유합니다.",
    },
    {
      title: "암호화 SQL",
      description:
        "TorusDB는 SIMD 패킹으로 암호문 하나에 수천 개 행을 담아 암호화된 컬럼의 집계를 계산합니다.",
    },
    {
      title: "암호화 벡터 검색",
      description:
        "신원 확인과 검색 워크로드를 위해 CKKS로 암호화된 임베딩에서 상위 k개 유사도 검색을 수행합니다.",
    },
    {
      title: "고객 보유 키",
      description:
        "비밀키는 고객이나 사용자가 보관하며, Nullspace는 평가 키만으로 데이터베이스를 운영합니다.",
    },
    {
      title: "GPU 가속",
      description:
        "NTT와 키 스위칭용 CUDA 커널로 암호화 매칭을 대화형 서비스에 맞는 응답 시간 안에 처리합니다.",
    },
  ],
  steps: [
    {
      title: "등록",
      description: "SDK가 기기에서 얼굴 템플릿을 추출해 사용자의 공개키로 암호화하고, 암호문만 전송합니다.",
    },
    {
      title: "저장",
      description: "TorusDB가 암호화된 템플릿을 저장합니다. 운영자와 백업에는 오직 암호문만 남습니다.",
    },
    {
      title: "매칭",
      description:
        "로그인할 때 새로 암호화한 템플릿을 동형 연산으로 비교해 암호화된 유사도 점수를 산출합니다.",
    },
    {
      title: "판정",
      description: "키 보유자는 점수만 복호화해 임계값과 비교한 뒤, 세션이나 인증 어설션을 발급합니다.",
    },
  ],
  audiences: [
    {
      who: "은행 및 공공 신원 인증 기관",
      why: "유출 시 큰 책임이 따르는 생체 정보 데이터베이스를 두지 않고도 얼굴 인증을 제공합니다.",
    },
    {
      who: "민감한 기록을 다루는 제품 팀",
      why: "저장 중에도, 사용 중에도 암호화 상태를 유지해야 하는 의료·인사·금융 데이터에서 분석과 검색을 수행합니다.",
    },
    {
      who: "개인정보 보호·규제 준수 담당자",
      why: "처리자가 생체 정보를 평문으로 보유하지 않으므로, 개인정보 보호법의 민감정보 규정과 GDPR 제9조에 따른 위험을 줄일 수 있습니다.",
    },
  ],
  cta: platformCta("privid", {
    title: "생체 정보를 보관하지 않는 인증",
    text: "PrivID SDK와 TorusDB 개발용 인스턴스로 샌드박스에서 암호화 매칭을 체험해 보세요.",
    primary: "개발 문서 보기",
    secondary: "엔터프라이즈용 동형암호 데이터베이스",
  }),
};
