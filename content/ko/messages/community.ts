/** 커뮤니티 페이지의 화면 텍스트. */
import type { Translation } from "../../i18n";
import type { communityMessages as en } from "../../messages/community";

export const communityMessages: Translation<typeof en> = {
  eventKinds: { Meetup: "밋업", Hackathon: "해커톤" },
  channelsHeading: "커뮤니티 참여",
  channelsLabel: "커뮤니티 채널",
  forumBadge: "오픈 예정",
  // 배지 뒤에 스크린 리더가 읽는 설명입니다. 배지 문구를 되풀이하지 않고 뜻을 풀어 씁니다.
  forumBadgeGloss: "(포럼은 아직 열리지 않았습니다)",
  discordAlert: "커뮤니티 포럼이 곧 공개됩니다! 새로운 소식을 기다려 주세요.",
  comingSoon: "곧 공개됩니다",
  opensInNewTab: "(새 탭에서 열림)",
  eventsHeading: "이벤트",
  eventsLabel: "커뮤니티 이벤트",
  eventsIntro:
    "Nullspace 팀이 주최하는 밋업과 해커톤입니다. 일시는 공지된 현지 시간과 한국 시간(KST)으로 함께 표시합니다.",
  noUpcoming: "현재 예정된 이벤트가 없습니다. 지난 이벤트는 아래에서 확인하실 수 있습니다.",
  status: {
    upcoming: "예정",
    live: "진행 중",
    past: "종료",
  },
  register: "참가 신청",
  learnMore: "자세히 보기",
  registrationClosed: "이미 종료된 이벤트로 참가 신청이 마감되었습니다",
  registrationSoon: "참가 신청이 곧 시작됩니다",
  detailsUnavailable: "이 이벤트는 상세 페이지가 공개되지 않았습니다",
  detailsSoon: "상세 정보가 곧 공개됩니다",
  where: "장소",
  when: "일시",
};
