/**
 * The long form of every detail page, English and Korean, loaded eagerly: the app splits these into one chunk
 * per page (the loaders in content/data/*-details), but the navigator reads them all once at start-up. Static
 * imports so that the server bundle carries them. A test checks that every item of the registry has its entry.
 */
import { detail as solutionTorusdbEn } from "../../content/data/solution-details/torusdb";
import { detail as solutionTorusdbKo } from "../../content/ko/data/solution-details/torusdb";
import { detail as solutionPrividEn } from "../../content/data/solution-details/privid";
import { detail as solutionPrividKo } from "../../content/ko/data/solution-details/privid";
import { detail as solutionPqcFunctionEn } from "../../content/data/solution-details/pqc-function";
import { detail as solutionPqcFunctionKo } from "../../content/ko/data/solution-details/pqc-function";
import { detail as solutionTokenisEn } from "../../content/data/solution-details/tokenis";
import { detail as solutionTokenisKo } from "../../content/ko/data/solution-details/tokenis";
import { detail as solutionEpsilonEn } from "../../content/data/solution-details/epsilon";
import { detail as solutionEpsilonKo } from "../../content/ko/data/solution-details/epsilon";
import { detail as solutionModuliChainEn } from "../../content/data/solution-details/moduli-chain";
import { detail as solutionModuliChainKo } from "../../content/ko/data/solution-details/moduli-chain";
import { detail as solutionLedgerActorFabricEn } from "../../content/data/solution-details/ledger-actor-fabric";
import { detail as solutionLedgerActorFabricKo } from "../../content/ko/data/solution-details/ledger-actor-fabric";
import { detail as solutionCuspEn } from "../../content/data/solution-details/cusp";
import { detail as solutionCuspKo } from "../../content/ko/data/solution-details/cusp";
import { detail as coreTechCkksEn } from "../../content/data/core-tech-details/ckks";
import { detail as coreTechCkksKo } from "../../content/ko/data/core-tech-details/ckks";
import { detail as coreTechMlKemEn } from "../../content/data/core-tech-details/ml-kem";
import { detail as coreTechMlKemKo } from "../../content/ko/data/core-tech-details/ml-kem";
import { detail as coreTechMlDsaEn } from "../../content/data/core-tech-details/ml-dsa";
import { detail as coreTechMlDsaKo } from "../../content/ko/data/core-tech-details/ml-dsa";
import { detail as coreTechZkSnarkEn } from "../../content/data/core-tech-details/zk-snark";
import { detail as coreTechZkSnarkKo } from "../../content/ko/data/core-tech-details/zk-snark";
import { detail as coreTechThresholdMpcEn } from "../../content/data/core-tech-details/threshold-mpc";
import { detail as coreTechThresholdMpcKo } from "../../content/ko/data/core-tech-details/threshold-mpc";
import { detail as coreTechHeFederatedLearningEn } from "../../content/data/core-tech-details/he-federated-learning";
import { detail as coreTechHeFederatedLearningKo } from "../../content/ko/data/core-tech-details/he-federated-learning";
import { detail as openSourceTorusHeEn } from "../../content/data/opensource-details/torus-he";
import { detail as openSourceTorusHeKo } from "../../content/ko/data/opensource-details/torus-he";
import { detail as openSourceMlkemWasmEn } from "../../content/data/opensource-details/mlkem-wasm";
import { detail as openSourceMlkemWasmKo } from "../../content/ko/data/opensource-details/mlkem-wasm";
import { detail as openSourceModuliCircuitsEn } from "../../content/data/opensource-details/moduli-circuits";
import { detail as openSourceModuliCircuitsKo } from "../../content/ko/data/opensource-details/moduli-circuits";
import { detail as openSourceThreshSignEn } from "../../content/data/opensource-details/thresh-sign";
import { detail as openSourceThreshSignKo } from "../../content/ko/data/opensource-details/thresh-sign";
import { detail as openSourceFedheEn } from "../../content/data/opensource-details/fedhe";
import { detail as openSourceFedheKo } from "../../content/ko/data/opensource-details/fedhe";
import { detail as openSourcePqTlsProxyEn } from "../../content/data/opensource-details/pq-tls-proxy";
import { detail as openSourcePqTlsProxyKo } from "../../content/ko/data/opensource-details/pq-tls-proxy";
import { detail as useCaseEncryptedCreditScoringEn } from "../../content/data/use-case-details/encrypted-credit-scoring";
import { detail as useCaseEncryptedCreditScoringKo } from "../../content/ko/data/use-case-details/encrypted-credit-scoring";
import { detail as useCasePrivateMedicalAnalyticsEn } from "../../content/data/use-case-details/private-medical-analytics";
import { detail as useCasePrivateMedicalAnalyticsKo } from "../../content/ko/data/use-case-details/private-medical-analytics";
import { detail as useCaseQuantumSafeVpnEn } from "../../content/data/use-case-details/quantum-safe-vpn";
import { detail as useCaseQuantumSafeVpnKo } from "../../content/ko/data/use-case-details/quantum-safe-vpn";
import { detail as useCaseZkIdentityVerificationEn } from "../../content/data/use-case-details/zk-identity-verification";
import { detail as useCaseZkIdentityVerificationKo } from "../../content/ko/data/use-case-details/zk-identity-verification";
import { detail as useCasePostQuantumFirmwareSigningEn } from "../../content/data/use-case-details/post-quantum-firmware-signing";
import { detail as useCasePostQuantumFirmwareSigningKo } from "../../content/ko/data/use-case-details/post-quantum-firmware-signing";
import { detail as useCaseFederatedFraudDetectionEn } from "../../content/data/use-case-details/federated-fraud-detection";
import { detail as useCaseFederatedFraudDetectionKo } from "../../content/ko/data/use-case-details/federated-fraud-detection";
import { platform as platformCuspEn } from "../../content/data/platform/cusp";
import { platform as platformCuspKo } from "../../content/ko/data/platform/cusp";
import { platform as platformPqcFunctionEn } from "../../content/data/platform/pqc-function";
import { platform as platformPqcFunctionKo } from "../../content/ko/data/platform/pqc-function";
import { platform as platformTokenisEn } from "../../content/data/platform/tokenis";
import { platform as platformTokenisKo } from "../../content/ko/data/platform/tokenis";
import { platform as platformEpsilonEn } from "../../content/data/platform/epsilon";
import { platform as platformEpsilonKo } from "../../content/ko/data/platform/epsilon";
import { platform as platformLedgerActorFabricEn } from "../../content/data/platform/ledger-actor-fabric";
import { platform as platformLedgerActorFabricKo } from "../../content/ko/data/platform/ledger-actor-fabric";
import { platform as platformPrividEn } from "../../content/data/platform/privid";
import { platform as platformPrividKo } from "../../content/ko/data/platform/privid";

/** Per item id: [English, Korean]. */
type Pair = readonly [unknown, unknown];
export const solutionTexts: Readonly<Record<string, Pair>> = {
  torusdb: [solutionTorusdbEn, solutionTorusdbKo],
  privid: [solutionPrividEn, solutionPrividKo],
  "pqc-function": [solutionPqcFunctionEn, solutionPqcFunctionKo],
  tokenis: [solutionTokenisEn, solutionTokenisKo],
  epsilon: [solutionEpsilonEn, solutionEpsilonKo],
  "moduli-chain": [solutionModuliChainEn, solutionModuliChainKo],
  "ledger-actor-fabric": [solutionLedgerActorFabricEn, solutionLedgerActorFabricKo],
  cusp: [solutionCuspEn, solutionCuspKo],
};
export const coreTechTexts: Readonly<Record<string, Pair>> = {
  ckks: [coreTechCkksEn, coreTechCkksKo],
  "ml-kem": [coreTechMlKemEn, coreTechMlKemKo],
  "ml-dsa": [coreTechMlDsaEn, coreTechMlDsaKo],
  "zk-snark": [coreTechZkSnarkEn, coreTechZkSnarkKo],
  "threshold-mpc": [coreTechThresholdMpcEn, coreTechThresholdMpcKo],
  "he-federated-learning": [coreTechHeFederatedLearningEn, coreTechHeFederatedLearningKo],
};
export const openSourceTexts: Readonly<Record<string, Pair>> = {
  "torus-he": [openSourceTorusHeEn, openSourceTorusHeKo],
  "mlkem-wasm": [openSourceMlkemWasmEn, openSourceMlkemWasmKo],
  "moduli-circuits": [openSourceModuliCircuitsEn, openSourceModuliCircuitsKo],
  "thresh-sign": [openSourceThreshSignEn, openSourceThreshSignKo],
  fedhe: [openSourceFedheEn, openSourceFedheKo],
  "pq-tls-proxy": [openSourcePqTlsProxyEn, openSourcePqTlsProxyKo],
};
export const useCaseTexts: Readonly<Record<string, Pair>> = {
  "encrypted-credit-scoring": [useCaseEncryptedCreditScoringEn, useCaseEncryptedCreditScoringKo],
  "private-medical-analytics": [useCasePrivateMedicalAnalyticsEn, useCasePrivateMedicalAnalyticsKo],
  "quantum-safe-vpn": [useCaseQuantumSafeVpnEn, useCaseQuantumSafeVpnKo],
  "zk-identity-verification": [useCaseZkIdentityVerificationEn, useCaseZkIdentityVerificationKo],
  "post-quantum-firmware-signing": [useCasePostQuantumFirmwareSigningEn, useCasePostQuantumFirmwareSigningKo],
  "federated-fraud-detection": [useCaseFederatedFraudDetectionEn, useCaseFederatedFraudDetectionKo],
};
export const platformTexts: Readonly<Record<string, Pair>> = {
  cusp: [platformCuspEn, platformCuspKo],
  "pqc-function": [platformPqcFunctionEn, platformPqcFunctionKo],
  tokenis: [platformTokenisEn, platformTokenisKo],
  epsilon: [platformEpsilonEn, platformEpsilonKo],
  "ledger-actor-fabric": [platformLedgerActorFabricEn, platformLedgerActorFabricKo],
  privid: [platformPrividEn, platformPrividKo],
};
