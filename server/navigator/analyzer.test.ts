import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { companyName, lexicon } from "../../content/navigator/lexicon";
import {
  buildVocabIndex,
  COMPANY_FEATURE,
  createAnalyzer,
  jamoMask,
  joinSpelledLetters,
  maskBound,
  sameWordOtherEnding,
  type VocabIndex,
  type Vocabulary,
} from "./analyzer";
import { fromWrongLayout, stripKorean, syllableGrams } from "./korean";
import { editDistance, stem } from "./text";

const analyzer = createAnalyzer(lexicon);
let index: VocabIndex;

beforeAll(() => {
  const vocab: Vocabulary = { en: new Set(), ko: new Set(), raw: new Set() };
  for (const c of Object.values(lexicon))
    for (const form of [...c.en, ...c.ko]) analyzer.vocabulary(form, vocab);
  for (const text of [
    "Whitepaper Library",
    "Developer Docs",
    "Community",
    "동형암호 논문",
    "커뮤니티 포럼",
  ]) {
    analyzer.vocabulary(text, vocab);
  }
  index = buildVocabIndex(vocab);
});

const q = (text: string) => analyzer.query(text, index);

/** The textbook optimal-string-alignment table, for comparison with the engine's rolling-row version. */
function referenceDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

describe("edit distance", () => {
  it("equals the textbook distance up to its cap, and says 'more than the cap' beyond it", () => {
    const word = fc.string({ unit: fc.constantFrom(..."abcdeㄱㅏ"), maxLength: 12 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, cap) => {
        const exact = referenceDistance(a, b);
        const capped = editDistance(a, b, cap);
        if (exact <= cap) expect(capped).toBe(exact);
        else expect(capped).toBeGreaterThan(cap);
      }),
      { numRuns: 3000 },
    );
  });

  it("is never less than the bound the typo repair skips candidates on", () => {
    // Jamo, letters and other characters (which fold onto the same 53 bits).
    const word = fc.string({ unit: fc.constantFrom(..."ㄱㄴㄷㅏㅓㅣㅡabz가7"), maxLength: 10 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(maskBound(jamoMask(a), jamoMask(b))).toBeLessThanOrEqual(referenceDistance(a, b));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("Korean morphology", () => {
  it("strips particles and request endings but keeps two syllables", () => {
    expect(stripKorean("동형암호를")).toBe("동형암호");
    expect(stripKorean("논문을보여줘")).toBe("논문");
    expect(stripKorean("연구소에서는")).toBe("연구소");
    expect(stripKorean("기업이")).toBe("기업");
    // Too short to strip: "나이" must not become "나".
    expect(stripKorean("나이")).toBe("나이");
  });

  it("turns words into syllable bigrams", () => {
    expect(syllableGrams("동형암호")).toEqual(["동형", "형암", "암호"]);
    expect(syllableGrams("랩")).toEqual(["랩"]);
  });

  it("gives the same concept features regardless of particles and spacing", () => {
    for (const text of ["동형암호", "동형암호를", "동형 암호", "동형암호에 대해 알려줘"]) {
      expect(q(text).features, text).toContain("c:he");
    }
  });

  it("recognises text typed with the wrong keyboard layout", () => {
    expect(fromWrongLayout("ehdguddkagh")).toBe("동형암호");
    expect(fromWrongLayout("asdf")).toBeNull();
    expect(fromWrongLayout("hox")).toBeNull();
    const analysis = q("shsans");
    expect(analysis.tokens).toEqual(["논문"]);
    expect(analysis.korean).toBe(true);
    expect(analysis.features).toContain("c:paper");
  });

  it("repairs Hangul typos at the jamo level", () => {
    expect(q("동형암오").features).toContain("c:he");
    expect(q("논뭄").tokens[0]).toBe("논문");
    // A misspelt loanword may instead read as the English word it spells: the same concept either way.
    expect(q("커뮤니트").features).toContain("c:community");
  });
});

describe("letters spelt one by one", () => {
  const known = (w: string) => ["pqc", "mpc", "db"].includes(w);
  it("joins a run of single letters into the word it spells when the site knows that word", () => {
    expect(joinSpelledLetters(["p", "q", "c", "migration"], known)).toEqual(["pqc", "migration"]);
    expect(joinSpelledLetters(["torus", "d", "b"], known)).toEqual(["torus", "db"]);
    expect(joinSpelledLetters(["is", "there", "a", "m", "p", "c", "wallet"], known)).toEqual([
      "is",
      "there",
      "a",
      "mpc",
      "wallet",
    ]);
  });

  it("leaves letters that spell nothing the site knows, and single letters alone, as they were", () => {
    expect(joinSpelledLetters(["plan", "a", "b", "c"], known)).toEqual(["plan", "a", "b", "c"]);
    expect(joinSpelledLetters(["a", "pqc", "guide"], known)).toEqual(["a", "pqc", "guide"]);
  });
});

describe("real English words and typos", () => {
  it("tells another form of the same word from another word", () => {
    expect(sameWordOtherEnding("independently", "independent")).toBe(true);
    expect(sameWordOtherEnding("bookings", "booking")).toBe(true);
    expect(sameWordOtherEnding("leased", "lease")).toBe(true);
    expect(sameWordOtherEnding("county", "count")).toBe(false);
    expect(sameWordOtherEnding("crash", "cash")).toBe(false);
    expect(sameWordOtherEnding("decent", "recent")).toBe(false);
  });

  it("repairs a typo to the word of the site, but reads a real word the site does not use as typed", () => {
    const vocab: Vocabulary = { en: new Set(), ko: new Set(), raw: new Set() };
    analyzer.vocabulary("Cash custody for independent auditors", vocab);
    const real = (w: string) => ["crash", "independently"].includes(w);
    const guarded = buildVocabIndex(vocab, vocab.ko, real);
    // A fresh analyzer for each index: an analyzer remembers its repairs.
    const tokens = (q: string, i: VocabIndex) => createAnalyzer(lexicon).query(q, i).tokens;
    expect(tokens("crash custody", guarded)).toContain("crash");
    expect(tokens("crash custody", buildVocabIndex(vocab))).toContain("cash");
    expect(tokens("custdy for independently audited", guarded)).toEqual(
      expect.arrayContaining(["custody", "independent"]),
    );
  });
});

describe("English and mixed text", () => {
  it("stems lightly and identically", () => {
    expect(stem("papers")).toBe("paper");
    expect(stem("libraries")).toBe("library");
    expect(stem("analysis")).toBe("analysis");
  });

  it("repairs typos against the vocabulary but leaves short words alone", () => {
    expect(q("whitepapr librry").tokens).toEqual(["whitepaper", "library"]);
    expect(q("sing me a song").tokens).toContain("sing");
    expect(editDistance("roadmpa", "roadmap", 1)).toBe(1);
  });

  it("maps bilingual synonyms to one concept", () => {
    expect(q("FHE").features).toContain("c:he");
    expect(q("homomorphic encryption").features).toContain("c:he");
    expect(q("양자내성암호").features).toContain("c:pqc");
    expect(q("post-quantum").features).toContain("c:pqc");
    expect(q("ZKP").features).toContain("c:zk");
    expect(q("영지식증명").features).toContain("c:zk");
  });

  it("handles mixed scripts in one query and flags Korean", () => {
    const analysis = q("PQC 도입 상담");
    expect(analysis.features).toEqual(expect.arrayContaining(["c:pqc", "c:enterprise"]));
    expect(analysis.korean).toBe(true);
    expect(q("PQC adoption").korean).toBe(false);
  });

  it("drops stop words however they are stemmed", () => {
    for (const text of ["what does it do", "how it goes", "something about anything"])
      expect(q(text).features.filter((f) => f.startsWith("w:"))).toEqual([]);
  });

  it("reads English terms spelled by sound in Hangul among the words the site does not use", () => {
    const zk = q("제로 널리지 증명");
    expect(zk.tokens).toEqual(["zero", "knowledge", "증명"]);
    expect(zk.features).toContain("c:zk");
    expect(zk.repairs).toContainEqual({ from: "제로 널리지", to: "zero knowledge", kind: "loanword" });
    expect(q("제로널리지").features).toContain("c:zk");
    expect(q("페더레이티드 러닝").tokens).toEqual(["federated", "learning"]);
    expect(q("시크릿 셰어링").tokens).toEqual(["secret", "sharing"]);
    // A word the site knows in Korean stays Korean, and so does a word of one syllable (앱 is not "apple").
    expect(q("커뮤니티 포럼").tokens).toEqual(["커뮤니티", "포럼"]);
    expect(q("앱").tokens).toEqual(["앱"]);
    expect(q("제로 널리지 증명").korean).toBe(true);
  });

  it("consumes the longest lexicon match first", () => {
    expect(q("메인넷").features).toContain("c:blockchain");
    expect(q("메인넷").features).not.toContain("c:home");
  });

  it("matches a Korean form across a space only when it is made of whole words", () => {
    // 생체 인증 (biometric authentication) joined holds 체인 (chain) across the space: neither word is a chain.
    expect(q("생체 인증").features).toContain("c:auth");
    expect(q("생체 인증").features).not.toContain("c:blockchain");
    // A form typed with its space is still the form.
    expect(q("영지식 증명").features).toContain("c:zk");
    expect(q("블록 체인").features).toContain("c:blockchain");
  });

  it("reads a Korean compound as the forms that cover most of it, not a form straddling two of them", () => {
    // 생체인증 typed as one word: 생체 + 인증 (biometric authentication) covers all four syllables; the 체인 (chain)
    // in its middle covers two.
    expect(q("생체인증").features).toContain("c:auth");
    expect(q("생체인증").features).not.toContain("c:blockchain");
    // A longer form is one reading, not the shorter form inside it.
    expect(q("블록체인").features).toContain("c:blockchain");
    expect(q("영지식증명").features).toContain("c:zk");
  });
});

describe("function words", () => {
  it("are the stop words every other feature drops, in both scripts, and nothing else", () => {
    expect(analyzer.functionWords("how do I check my credit score")).toEqual(
      expect.arrayContaining(["f:how", "f:do", "f:i", "f:check", "f:my"]),
    );
    expect(analyzer.functionWords("how do I check my credit score")).not.toContain("f:credit");
    expect(analyzer.functionWords("우리 회사 동형암호 알려줘")).toEqual(
      expect.arrayContaining(["f:우리", "f:알려줘"]),
    );
    expect(analyzer.functionWords("우리 회사 동형암호 알려줘")).not.toContain("f:동형암호");
    // Never among the features the page scorers read.
    expect(q("how do I check my credit score").features.some((f) => f.startsWith("f:"))).toBe(false);
  });
});

describe("the company's name", () => {
  const named = createAnalyzer(lexicon, undefined, companyName);
  const features = (text: string) => named.query(text, index).features;

  it("is the subject of a request that has no content word beside it, in either script", () => {
    for (const text of [
      "who is nullspace",
      "What's Nullspace?",
      "nullspace",
      "널스페이스가 뭐야",
      "널스페이스는",
    ])
      expect(features(text), text).toContain(COMPANY_FEATURE);
  });

  it("is dropped like a stop word beside a content word, and never a word feature of its own", () => {
    for (const text of ["nullspace whitepaper library", "널스페이스 동형암호 논문", "널스페이스동형암호"]) {
      expect(features(text), text).not.toContain(COMPANY_FEATURE);
      // (x:... is the whole request as one feature, for a page named word for word: it holds every word.)
      expect(
        features(text).some((f) => /^[^x].*(nullspace|널스)/.test(f)),
        text,
      ).toBe(false);
    }
    expect(named.document("Nullspace research: seven technologies")).not.toContain(COMPANY_FEATURE);
  });

  it("is split off the front of a Hangul word typed without spaces, and is one function word in both scripts", () => {
    expect(named.query("널스페이스동형암호", index).tokens).toEqual(["널스페이스", "동형암호"]);
    expect(named.functionWords("널스페이스 소개")).toContain("f:nullspace");
    expect(named.functionWords("about nullspace")).toContain("f:nullspace");
  });
});
