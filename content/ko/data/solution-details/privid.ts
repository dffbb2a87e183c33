import { sharedSolutionDetails } from "../../../data/shared/solution-details";
import type { SolutionDetail } from "../../../data/solution-details/types";

export const detail: SolutionDetail = {
  overview:
    "PrivID는 원본 생체 정보를 보관하지 않고 얼굴이나 자격 증명으로 사용자를 인증합니다. 템플릿은 등록 기기에서 암호화되고 TorusDB에서 동형암호 상태로 비교되므로, 데이터베이스가 유출되더라도 드러나는 것은 얼굴이 아니라 암호문뿐입니다.",
  features: [
    {
      title: "동형암호 템플릿 매칭",
      body: "실시간 촬영 이미지와 등록된 템플릿의 유사도를 암호문 위에서 계산하고, 일치 여부만 복호화합니다.",
    },
    {
      title: "FIDO2 및 패스키",
      body: "PrivID가 FIDO2 인증기 백엔드로 동작하므로, 기존 WebAuthn 흐름에 생체 정보를 저장하지 않고도 생체 인증 요소를 추가할 수 있습니다.",
    },
    {
      title: "폐기 가능한 템플릿",
      body: "템플릿이 침해되면 키를 교체해 폐기합니다. 기존 암호문은 쓸모가 없어지고 사용자는 다시 등록합니다.",
    },
    {
      title: "기기 내 라이브니스 검사",
      body: "위조 공격 탐지를 암호화 전에 기기에서 수행하므로, 서버가 원본 이미지를 들여다볼 필요가 없습니다.",
    },
  ],
  howItWorks: [
    "등록 시 기기에서 얼굴 임베딩을 추출해 테넌트의 CKKS 공개키로 암호화합니다.",
    "로그인 시 새로 추출한 임베딩을 암호화해 사용자 식별자와 함께 전송합니다.",
    "TorusDB가 두 임베딩의 내적을 암호화된 상태로 계산합니다.",
    "임계 복호화로 점수가 설정된 기준을 넘는지 여부만 공개합니다.",
  ],
  useCases: [
    "규제 대상 시스템에 대한 임직원 접근 관리",
    "뱅킹 앱의 고객 온보딩과 추가 인증",
    "생체 정보 데이터베이스가 부담이 되어서는 안 되는 출입국 심사와 행사장 출입",
  ],
  ...sharedSolutionDetails.privid,
};
