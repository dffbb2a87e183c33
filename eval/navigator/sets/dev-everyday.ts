import type { EvalCase } from "./types";

/**
 * Development set "everyday words": a third set written blind, aimed at one weakness. Its requests use everyday words that the site also
 * uses (VPN, credit card, hospital, phone, certificate, firmware, Wi-Fi, passport ...): 40 from a business or
 * developer who wants one of the site's pages, 40 personal errands that are not about the site (unknown). Written
 * from the rendered pages alone by a writer who had seen none of the navigator's data or sets; a page's twin (the
 * same product under another section) counts as right. Frozen, and read by programs only: the eval hides its
 * misses. It was scored on two engines when it arrived, and the misses of one of them (five English on-topic
 * requests answered unknown by a change that was then dropped) were read once.
 */
export const everydaySet: readonly EvalCase[] = [
  [
    "en",
    "we're a bank and want to check a loan applicant's credit score using other banks' data without ever seeing it",
    "/devhub/use-cases/encrypted-credit-scoring",
  ],
  [
    "en",
    "credit card issuer - compute credit scores on encrypted financial data",
    "/devhub/use-cases/encrypted-credit-scoring",
  ],
  [
    "en",
    "how can lenders score credit when the applicant's records stay encryted",
    "/devhub/use-cases/encrypted-credit-scoring",
  ],
  [
    "en",
    "several banks want to train one credit card fraud model together without sharing transactions",
    "/devhub/use-cases/federated-fraud-detection",
  ],
  [
    "en",
    "fraud detection across banks with federated learning",
    "/devhub/use-cases/federated-fraud-detection",
  ],
  [
    "en",
    "our payment company keeps losing money to card fraud rings that hop between banks, can we build a shared model privately?",
    "/devhub/use-cases/federated-fraud-detection",
  ],
  [
    "en",
    "hospital research network needs patient statistics across hospitals without moving the medical records",
    "/devhub/use-cases/private-medical-analytics",
  ],
  [
    "en",
    "doctors at three hospitals want survival rates by treatment but records can't leave each hospital",
    "/devhub/use-cases/private-medical-analytics",
  ],
  [
    "en",
    "medical data analytics, privacy, multi-hospital cohort",
    "/devhub/use-cases/private-medical-analytics",
  ],
  [
    "en",
    "is the VPN between our company offices safe against quantum computers?",
    "/devhub/use-cases/quantum-safe-vpn",
  ],
  ["en", "site-to-site vpn tunel harvest now decrypt later protection", "/devhub/use-cases/quantum-safe-vpn"],
  [
    "en",
    "upgrade our IPsec VPN gateways to a post-quantum key exchange",
    "/devhub/use-cases/quantum-safe-vpn",
  ],
  [
    "en",
    "we make smartphones and need firmware updates signed so a quantum computer can't forge them",
    "/devhub/use-cases/post-quantum-firmware-signing",
  ],
  [
    "en",
    "car maker: signing OTA software updates that must stay trustworthy for 15 years",
    "/devhub/use-cases/post-quantum-firmware-signing",
  ],
  [
    "en",
    "medical device firmware signature, quantum-safe bootloader",
    "/devhub/use-cases/post-quantum-firmware-signing",
  ],
  [
    "en",
    "we build Wi-Fi routers, how do we sign firmware updates with post-quantum signatures",
    "/devhub/use-cases/post-quantum-firmware-signing",
  ],
  [
    "en",
    "our app needs to check users are over 18 without them uploading a passport or ID card",
    "/devhub/use-cases/zk-identity-verification",
  ],
  [
    "en",
    "age check for our website without storing photos of driver's licenses",
    "/devhub/use-cases/zk-identity-verification",
  ],
  [
    "en",
    "face ID style login for our banking app without keeping a database of customers' faces",
    "/service/privid",
    "/ecosystem/solutions/privid",
  ],
  [
    "en",
    "face recognition authentification where the biometric templates stay encrypted",
    "/service/privid",
    "/ecosystem/solutions/privid",
  ],
  [
    "en",
    "passwordless login for employees with face match and passkeys, no biometrics stored on the server",
    "/service/privid",
    "/ecosystem/solutions/privid",
  ],
  [
    "en",
    "our bank has to migrate its certificates and TLS to post-quantum before the regulator's deadline",
    "/enterprise/pqc-encryption",
  ],
  [
    "en",
    "mobile operator, protecting SIM provisioning and 5G core from quantum attacks",
    "/enterprise/pqc-encryption",
  ],
  [
    "en",
    "insurance company wants to run SQL on policyholder claims data while it stays encrypted",
    "/enterprise/homomorphic-db",
    "/ecosystem/solutions/torusdb",
  ],
  [
    "en",
    "we're a streaming platform and want to match ad conversions to campaigns using encrypted identifiers (GDPR)",
    "/enterprise/homomorphic-db",
    "/ecosystem/solutions/torusdb",
  ],
  ["en", "SDK installation for an iPhone app in Swift and for Android", "/devhub/docs"],
  [
    "en",
    "crypto exchange wants to get rid of the single privte key in our hot wallet, MPC custody",
    "/service/cusp",
    "/ecosystem/solutions/cusp",
  ],
  [
    "en",
    "legacy login server we can't modify, put a quantum-safe TLS reverse proxy in front of it",
    "/ecosystem/opensource/pq-tls-proxy",
    "/devhub/projects/pq-tls-proxy",
  ],
  [
    "ko",
    "은행끼리 고객 금융 데이터를 공개하지 않고 대출 신용점수 산출하는 방법",
    "/devhub/use-cases/encrypted-credit-scoring",
  ],
  [
    "ko",
    "카드사인데 신용평가를 암호화된 데이터 그대로 할 수 있나요",
    "/devhub/use-cases/encrypted-credit-scoring",
  ],
  [
    "ko",
    "여러 은행이 거래내역 공유 없이 카드 사기 탐지 모델을 같이 학습하는 사례",
    "/devhub/use-cases/federated-fraud-detection",
  ],
  ["ko", "병원 여러 곳 환자 기록 안 옮기고 통계 내는 방법", "/devhub/use-cases/private-medical-analytics"],
  [
    "ko",
    "의료 데이터 분석하려는데 개인정보 때문에 병원 밖으로 반출이 안 돼요",
    "/devhub/use-cases/private-medical-analytics",
  ],
  ["ko", "본사-지사 간 VPN 양자컴퓨터 대비", "/devhub/use-cases/quantum-safe-vpn"],
  [
    "ko",
    "스마트폰 제조사 펌웨어 업데이트 서명을 양자내성으로 바꾸고 싶음",
    "/devhub/use-cases/post-quantum-firmware-signing",
  ],
  [
    "ko",
    "자동차 OTA 소프트웨어 업데이트 서명 15년 이상 안전하게",
    "/devhub/use-cases/post-quantum-firmware-signing",
  ],
  [
    "ko",
    "신분증 사진 안 받고 성인 인증하는 방법 (영지식 증명)",
    "/devhub/use-cases/zk-identity-verification",
  ],
  [
    "ko",
    "은행 앱 얼굴인식 로그인인데 얼굴 데이터를 서버에 저장하지 않는 솔루션",
    "/service/privid",
    "/ecosystem/solutions/privid",
  ],
  ["ko", "우리 회사 인증서랑 TLS를 양자내성암호로 전환하려면", "/enterprise/pqc-encryption"],
  ["ko", "안드로이드(갤럭시) 앱에 넣을 SDK 설치 가이드", "/devhub/docs"],
  ["offtopic", "my VPN keeps disconnecting on hotel Wi-Fi", "unknown"],
  ["offtopic", "which VPN is best for watching Netflix abroad", "unknown"],
  ["offtopic", "how do I check my credit score for free", "unknown"],
  ["offtopic", "my credit card got declined at the supermarket, why?", "unknown"],
  ["offtopic", "report a fraudulent charge on my debit card", "unknown"],
  ["offtopic", "forgot my online banking password how to reset", "unknown"],
  ["offtopic", "is my bank branch open on Saturday", "unknown"],
  ["offtopic", "book a doctor appointment near me", "unknown"],
  ["offtopic", "what should I bring to the hospital for a colonoscopy", "unknown"],
  ["offtopic", "iphone stuck on apple logo aftr update", "unknown"],
  ["offtopic", "Face ID not working after screen replacement", "unknown"],
  ["offtopic", "galaxy s23 battery drains fast since the last software update", "unknown"],
  ["offtopic", "how to renew my passport before it expires", "unknown"],
  ["offtopic", "lost my driver's license, what do I do", "unknown"],
  ["offtopic", "car insurance quote for a new driver", "unknown"],
  ["offtopic", "does my health insurance cover physiotherapy", "unknown"],
  ["offtopic", "forgot the wifi password for my home router", "unknown"],
  ["offtopic", "netflix says too many devices are streaming on my account", "unknown"],
  ["offtopic", "cancel disney plus subscription", "unknown"],
  ["offtopic", "can't log in to my instagram account", "unknown"],
  ["offtopic", "got a phishing text pretending to be my bank, what should I do", "unknown"],
  ["offtopic", "how to get a certified copy of my birth certificate", "unknown"],
  ["offtopic", "how to update the firmware on my Samsung TV", "unknown"],
  ["offtopic", "is identity theft protection worth paying for", "unknown"],
  ["offtopic", "need a medical certificate for sick leave from work", "unknown"],
  ["offtopic", "best password manager for a family", "unknown"],
  ["offtopic", "transfer money between my two bank accounts", "unknown"],
  ["offtopic", "cracked phone screen, where can I get it fixed cheap", "unknown"],
  ["offtopic", "카카오뱅크 비밀번호 5회 틀려서 잠겼어요", "unknown"],
  ["offtopic", "신용점수 올리는 방법", "unknown"],
  ["offtopic", "신용카드 분실 신고 어디서 해요", "unknown"],
  ["offtopic", "동네 내과 토요일에도 진료하나요", "unknown"],
  ["offtopic", "아이폰 페이스아이디 갑자기 안 됨", "unknown"],
  ["offtopic", "갤럭시 소프트웨어 업데이트 후 와이파이 연결이 안 돼요", "unknown"],
  ["offtopic", "여권 재발급 준비물", "unknown"],
  ["offtopic", "실손보험 청구할 때 필요한 서류", "unknown"],
  ["offtopic", "넷플릭스 요금제 변경하는 법", "unknown"],
  ["offtopic", "공동인증서 갱신 방법", "unknown"],
  ["offtopic", "택배 사기 문자 받았는데 링크 눌렀어요 어떡하죠", "unknown"],
  ["offtopic", "VPN 써서 해외 유튜브 프리미엄 싸게 가입하기", "unknown"],
];
