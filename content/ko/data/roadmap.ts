/** 프로젝트 로드맵(/research/project-roadmap)의 한국어 콘텐츠: 주요 프로젝트 3개의 단계와 마일스톤. */
import type { RoadmapProject } from "../../data/roadmap";
import { roadmapOf } from "../../data/shared/roadmap";

export type {
  Milestone,
  MilestoneStatus,
  ProjectStatus,
  RoadmapPhase,
  RoadmapProject,
} from "../../data/roadmap";

export const roadmapProjects: readonly RoadmapProject[] = roadmapOf(
  {
    "moduli-chain": {
      name: "Moduli Chain: 프라이버시 보호 레이어 1",
      goal: "기밀 트랜잭션, 임계 암호화 멤풀, zk-SNARK 스마트 컨트랙트를 지원하는 퍼블릭 블록체인을 구축합니다.",
      phases: [
        {
          name: "1단계: 연구 및 프로토콜 설계",
          summary:
            "Pedersen 커밋먼트와 Bulletproofs를 사용하는 트랜잭션 포맷을 설계하고, 합의 방식과 검증인 경제 모델을 정립했습니다.",
          milestones: ["기밀 트랜잭션 명세 공개", "Bulletproofs 일괄 검증기 보안 감사"],
        },
        {
          name: "2단계: 테스트넷",
          summary:
            "검증인 노드 64개로 퍼블릭 테스트넷을 운영하고, PLONK로 증명하는 프라이빗 스마트 컨트랙트를 도입했습니다.",
          milestones: ["인센티브 테스트넷 출시", "테스트넷에 zk-SNARK 컨트랙트 런타임 적용"],
        },
        {
          name: "3단계: 메인넷 및 암호화 멤풀",
          summary: "메인넷을 출시한 뒤, 프런트러닝을 막는 임계 암호화 멤풀을 도입합니다.",
          milestones: ["메인넷 출시", "메인넷에 암호화 멤풀 적용", "검증인 서명에 양자내성 ML-DSA 도입"],
        },
      ],
    },
    "torus-fhe-platform": {
      name: "Torus FHE 플랫폼",
      goal: "CKKS, BFV/BGV, TFHE를 하나의 API로 제공해 데이터베이스와 머신러닝에 상용 수준의 동형암호를 적용합니다.",
      phases: [
        {
          name: "1단계: 암호화 집계",
          summary: "TorusDB에서 암호화된 컬럼에 대한 EC-ElGamal 및 BFV 집계를 구현했습니다.",
          milestones: ["암호화 SUM/COUNT/AVG 상용화"],
        },
        {
          name: "2단계: 근사 연산과 부트스트래핑",
          summary: "부트스트래핑을 지원하는 CKKS, GPU 커널, 암호화 모델 추론을 개발했습니다.",
          milestones: ["CKKS 부트스트래핑 파라미터 세트 공개", "GPU 가속 NTT 및 키 스위칭"],
        },
        {
          name: "3단계: 기법 전환",
          summary: "하나의 암호화 파이프라인에서 수치 연산은 CKKS로, 비교 연산은 TFHE로 처리합니다.",
          milestones: ["TFHE 프로그래머블 부트스트래핑 컴파일러", "TorusDB에 CKKS-TFHE 기법 전환 적용"],
        },
      ],
    },
    "pqc-migration": {
      name: "양자내성암호 전환 툴킷",
      goal: "암호 인벤토리, 하이브리드 모드, 암호 민첩성을 바탕으로 고객 시스템을 ML-KEM, ML-DSA, SLH-DSA로 전환합니다.",
      phases: [
        {
          name: "1단계: 표준화 동향 추적",
          summary: "NIST 표준화 과정에 맞춰 격자 파라미터를 연구하고 구현을 진행했습니다.",
          milestones: ["MLWE 파라미터 가이드 발간", "Kyber·Dilithium 참조 구현 이식"],
        },
        {
          name: "2단계: FIPS 203/204/205",
          summary: "최종 표준에 맞춘 구현과 하이브리드 TLS, 저사양 기기용 서명 기능을 개발했습니다.",
          milestones: [
            "PQC-Function 게이트웨이에 X25519MLKEM768 적용",
            "마이크로컨트롤러용 ML-DSA 펌웨어 서명",
          ],
        },
        {
          name: "3단계: 엔터프라이즈 전환",
          summary: "암호 민첩성을 갖춘 배포를 위해 암호 인벤토리 스캐너와 정책 엔진을 제공합니다.",
          milestones: [
            "암호 인벤토리 스캐너 베타",
            "정책 기반 알고리즘 교체",
            "SLH-DSA 하드웨어 신뢰 루트 참조 설계",
          ],
        },
      ],
    },
  },
  {
    period: (from, to) => `${from}~${to}년`,
    date: (year, quarter) => (quarter ? `${year}년 ${quarter}분기` : `${year}년`),
  },
);
