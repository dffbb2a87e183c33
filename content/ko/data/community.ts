/**
 * 커뮤니티 채널과 이벤트(/community). 채널 링크가 사이트 설정(GitHub, Twitter)에서 오는 경우, 카드를 링크로
 * 보여 줄지 비활성화할지는 앱이 렌더링 시점에 결정합니다. 이 모듈은 채널 설명만 담습니다.
 */
import type { CommunityChannel, CommunityEvent } from "../../data/community";
import { withText } from "../../with-text";
import { sharedEvents } from "../../data/shared/community";

export type { ChannelId, CommunityChannel, CommunityEvent } from "../../data/community";
export { EVENTS_REVIEWED_AT } from "../../data/community";

export const channels: readonly CommunityChannel[] = [
  {
    id: "discord",
    name: "Discord",
    description:
      "Nullspace 엔지니어, 다른 개발자들과 실시간으로 대화하세요. SDK 사용 지원, 프로토콜 관련 질문, 릴리스 공지를 모두 이곳에서 만날 수 있습니다.",
    action: "Discord 참여하기",
    highlights: ["#sdk-help, #pqc-migration 채널 운영", "매주 열리는 연구팀 공개 Q&A"],
  },
  {
    id: "github",
    name: "GitHub",
    description:
      "torus-he, mlkem-wasm, thresh-sign, moduli-circuits 등 Nullspace 오픈소스 라이브러리의 이슈, 토론, 풀 리퀘스트가 모이는 곳입니다.",
    action: "GitHub 팔로우",
    highlights: ["모든 저장소에 입문자용 이슈 라벨", "보안 권고 및 서명된 릴리스"],
  },
  {
    id: "twitter",
    name: "Twitter",
    description: "릴리스 노트, 연구팀의 새 논문, 이벤트 소식을 짧고 빠르게 전해 드립니다.",
    action: "Twitter 팔로우",
    highlights: ["논문 및 릴리스 소식", "이벤트 알림"],
  },
  {
    id: "forum",
    name: "포럼",
    description:
      "설계 리뷰, 연구 토론, 오래 남겨 둘 만한 답변 등 긴 호흡의 논의를 한국어와 영어로 나누는 공간입니다.",
    action: "포럼 안내",
    highlights: ["검색 가능하고 운영진이 관리하는 스레드", "한국어·영어 게시판"],
  },
];

export const events: readonly CommunityEvent[] = withText(sharedEvents, (e) => e.id, {
  "pq-meetup-2024-03": {
    title: "양자내성암호 개발자 밋업",
    description:
      "TLS와 코드 서명을 ML-KEM, ML-DSA로 전환하는 방법을 다루는 라이트닝 토크에 이어 PQC-Function 실습 세션이 진행됩니다.",
    dateLabel: "2024년 3월 15일 오후 6시(PST), 한국 시간 3월 16일 오전 11시(KST)",
    location: "미국 캘리포니아주 샌프란시스코",
  },
  "privacy-hackathon-2024-04": {
    title: "Nullspace 프라이버시 해커톤",
    description: "연구팀 멘토와 함께 동형암호, 영지식증명, 임계 서명으로 사흘간 프로젝트를 만들어 봅니다.",
    dateLabel: "2024년 4월 1일 오후 4시(KST)부터 4월 4일 오후 4시까지",
    location: "온라인",
  },
});
