import { sharedTechnologyDetails } from "../../../data/shared/technology-details";
import type { TechnologyDetail } from "../../../data/technology-details/types";

export const detail: TechnologyDetail = {
  overview:
    "영지식증명은 명제가 참이라는 사실 외에는 아무것도 드러내지 않고 검증자를 납득시키는 증명입니다. zk-SNARK는 이러한 증명을 수백 바이트 크기로 줄이고 수 밀리초 만에 검증할 수 있게 해, 비공개 자격 증명은 물론 수천 건의 블록체인 트랜잭션이 올바르게 실행되었음을 입증하는 데에도 쓰입니다.",
  howItWorks: [
    "증명할 명제를 산술 회로(R1CS 또는 PLONK 방식의 게이트 테이블)로 표현합니다.",
    "증명자는 KZG 같은 다항식 커밋먼트로 증인(witness)에 커밋합니다.",
    "Fiat-Shamir 변환으로 얻은 무작위 챌린지가 대화형 증명을 하나의 메시지로 압축합니다.",
    "검증자는 회로 크기와 관계없이 몇 개의 페어링 또는 해시 등식만 확인합니다.",
  ],
  standards: ["Groth16", "PLONK(KZG 커밋먼트)", "zk-STARK(FRI, 해시 기반, 투명한 설정)", "Poseidon 해시"],
  applications: [
    "선택적 공개를 지원하는 신원 자격 증명",
    "레이어 2 확장을 위한 유효성 롤업",
    "잔액을 노출하지 않는 준비금 증명과 규제 준수 증명",
  ],
  ...sharedTechnologyDetails["zero-knowledge-proofs"],
};
