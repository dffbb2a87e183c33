/** 커뮤니티 포럼 페이지(/service/community-forum)의 화면 텍스트. */
import type { Translation } from "../../i18n";
import type { forumMessages as en } from "../../messages/community-forum";

export const forumMessages: Translation<typeof en> = {
  badge: "오픈 예정",
  intro:
    "Nullspace 커뮤니티 포럼은 깊이 있는 질문, 설계 리뷰, 연구 토론을 나누는 공간이 될 예정입니다. 모든 글은 검색할 수 있고 운영진이 관리하며, 한국어와 영어로 운영됩니다.",
  boardsHeading: "개설 예정 게시판",
  boards: [
    {
      title: "공지사항",
      text: "Nullspace 팀이 전하는 릴리스, 보안 권고, 지원 종료 안내, 이벤트 소식을 확인하세요.",
    },
    {
      title: "플랫폼 Q&A",
      text: "플랫폼별 게시판(CUSP, PrivID / TorusDB, PQC-Function, Tokenis, Epsilon, Ledger Actor Fabric)에서 각 플랫폼 엔지니어가 직접 답변합니다.",
    },
    {
      title: "연구",
      text: "Nullspace 논문, 파라미터 선택, 동형암호·격자 암호·영지식증명 분야의 미해결 문제를 함께 논의합니다.",
    },
    {
      title: "프로젝트 공유",
      text: "Nullspace SDK와 오픈소스 라이브러리로 만든 프로젝트를 소개하고 커뮤니티의 피드백을 받아 보세요.",
    },
    {
      title: "한국어 게시판",
      text: "한국어로 묻고 답하는 게시판으로, 서울 팀이 운영합니다.",
      lang: "ko",
    },
  ],
  guidelinesHeading: "커뮤니티 가이드라인",
  guidelines: [
    "서로 존중해 주세요. 비판은 사람이 아닌 아이디어를 향해야 합니다.",
    "테스트 환경의 것이라도 개인키, API 시크릿, 고객 데이터는 절대 게시하지 마세요.",
    "취약점은 공개 스레드가 아닌 보안팀에 비공개로 제보해 주세요.",
    "도움을 요청할 때는 버전, 파라미터, 최소 재현 코드를 함께 올려 주세요.",
  ],
  meanwhileHeading: "포럼이 열리기 전까지",
  meanwhileText: "지금도 아래 채널에서 도움을 받고 Nullspace 소식을 받아 보실 수 있습니다.",
  github: "GitHub에서 토론하기",
  githubUnavailable: "GitHub 링크 준비 중",
  docs: "개발 문서 보기",
  community: "커뮤니티 채널 및 이벤트",
  notify: "커뮤니티 참여하기",
};
