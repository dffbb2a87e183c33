import { sharedSolutionDetails } from "../../../data/shared/solution-details";
import type { SolutionDetail } from "../../../data/solution-details/types";

export const detail: SolutionDetail = {
  overview:
    "TorusDB는 모든 컬럼을 CKKS 암호문으로 저장하고, 그 위에서 SQL 집계, 필터, 벡터 유사도를 직접 계산합니다. 데이터베이스 서버에는 평가 키만 있어 연산은 할 수 있지만 복호화는 할 수 없습니다. 따라서 서버가 침해되거나 운영자가 들여다보더라도 데이터에 관해서는 아무것도 드러나지 않습니다.",
  features: [
    {
      title: "암호화 SQL 집계",
      body: "암호화된 컬럼에 대해 SUM, AVG, COUNT, 분산, GROUP BY를 지원하며, 비교 필터는 다항식 근사로 계산합니다.",
    },
    {
      title: "암호화 벡터 검색",
      body: "패킹된 임베딩에 대해 내적과 코사인 유사도를 계산해, 프라이빗 검색 증강 생성(RAG)과 생체 정보 매칭에 활용할 수 있습니다.",
    },
    {
      title: "GPU 가속",
      body: "NTT, 키 스위칭, 부트스트래핑을 CUDA 커널에서 실행해, 수백만 행에 대한 배치 쿼리도 대화형 수준의 지연 시간으로 처리합니다.",
    },
    {
      title: "클라이언트 보유 키",
      body: "비밀키는 클라이언트나 클라이언트의 HSM에만 있으며, 서버는 재선형화 키, 회전 키, 부트스트래핑 키만 받습니다.",
    },
  ],
  howItWorks: [
    "클라이언트 SDK가 각 컬럼을 CKKS 평문 슬롯에 인코딩하고(암호문당 최대 N/2개 값), 테넌트의 공개키로 암호화합니다.",
    "쿼리는 덧셈, 곱셈, 슬롯 회전으로 이루어진 회로로 컴파일되며, 비교 연산은 미니맥스 다항식 근사로 대체됩니다.",
    "서버는 평가 키만으로 회로를 계산하고, 곱셈 깊이를 모두 쓰면 부트스트래핑을 수행합니다.",
    "암호화된 결과는 클라이언트로 돌아가 로컬에서 복호화됩니다. 그 사이 어디에서도 평문은 노출되지 않습니다.",
  ],
  useCases: [
    "여러 은행이 보유한 고객 데이터에 대한 공동 통계 분석",
    "기밀 문서에 대한 프라이빗 시맨틱 검색",
    "PrivID를 위한 암호화 얼굴 템플릿 매칭",
  ],
  ...sharedSolutionDetails.torusdb,
};
