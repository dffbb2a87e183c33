/**
 * 플랫폼 페이지 여섯 개(/service/{id}, 한국어판). 영어판과 같은 모양이지만, 로더는 한국어 플랫폼 모듈을
 * 불러옵니다. 영어판의 로더와 도우미를 다시 내보내면 영어 플랫폼 문구가 불려 오므로 여기서 새로 정의합니다.
 */
import type { Platform, PlatformId } from "../../data/platforms";

export type {
  Platform,
  PlatformAudience,
  PlatformFeature,
  PlatformId,
  PlatformLink,
  PlatformStep,
} from "../../data/platforms";

export const platformLoaders: Readonly<Record<PlatformId, () => Promise<Platform>>> = {
  cusp: () => import("./platform/cusp").then((m) => m.platform),
  privid: () => import("./platform/privid").then((m) => m.platform),
  "pqc-function": () => import("./platform/pqc-function").then((m) => m.platform),
  tokenis: () => import("./platform/tokenis").then((m) => m.platform),
  epsilon: () => import("./platform/epsilon").then((m) => m.platform),
  "ledger-actor-fabric": () => import("./platform/ledger-actor-fabric").then((m) => m.platform),
};

export const PLATFORM_IDS = Object.keys(platformLoaders) as PlatformId[];

export function isPlatformId(value: string): value is PlatformId {
  return Object.hasOwn(platformLoaders, value);
}

/** 모든 플랫폼(테스트와 빌드 스크립트용). */
export function loadAllPlatforms(): Promise<Platform[]> {
  return Promise.all(PLATFORM_IDS.map((id) => platformLoaders[id]()));
}
