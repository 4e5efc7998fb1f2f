/**
 * `from: "auto"` for providers that need the source language named (Apertium picks a mode by it): the writing
 * system decides for most languages, and for Latin and Cyrillic text the most frequent function words do.
 * Decks are short and full of fragments, so the whole document's text is scored at once.
 */

const SCRIPTS: readonly { code: string; pattern: RegExp }[] = [
  { code: 'ja', pattern: /[\u3040-\u30ff]/gu },
  { code: 'ko', pattern: /[\uac00-\ud7af\u1100-\u11ff]/gu },
  { code: 'zh', pattern: /[\u4e00-\u9fff]/gu },
  { code: 'th', pattern: /[\u0e00-\u0e7f]/gu },
  { code: 'ar', pattern: /[\u0600-\u06ff]/gu },
  { code: 'he', pattern: /[\u0590-\u05ff]/gu },
  { code: 'el', pattern: /[\u0370-\u03ff]/gu },
  { code: 'cyrl', pattern: /[\u0400-\u04ff]/gu },
  { code: 'latn', pattern: /[A-Za-z\u00c0-\u024f\u1e00-\u1eff]/gu },
];

/** Frequent short words per language; a word may count for several. */
const FUNCTION_WORDS: Readonly<Record<string, string>> = {
  en: 'the and of to in is that for it with as was on are be this by you not or have from at which but',
  es: 'el la de que y en los del se las por un para con una su al lo como más pero sus le es esta son entre',
  fr: 'le la les de des et en un une du est que pour qui dans sur au par avec pas plus ce il sont ne',
  de: 'der die und in den von zu das mit sich des auf für ist im dem nicht ein eine als auch es an werden aus',
  it: 'il di che la e per un in del della non una sono le con si da gli al nel come anche alla più',
  nl: 'de het een van en in is dat op te zijn met voor niet aan er ook als bij door maar om dan',
  'pt-BR': 'de que o a do da em um para é com não uma os no se na por mais as dos como mas ao você',
  pl: 'i w nie na się z do to że jest o jak po co ale tak od za przez dla jego czy są',
  sv: 'och att det som en på är av för med till den har de inte om ett men var jag',
  da: 'og i at det en den til er som på de med for af ikke der var han et men har',
  fi: 'ja on ei se että hän oli ovat mutta kuin tai myös sekä tämä niin joka jos kun',
  cs: 'a se na je v že to s z do o jako ale by pro k jsou jeho není tak po',
  ro: 'și de la în a cu pe nu o din un pentru care mai este să ce sunt sau fost',
  hu: 'a az és hogy nem is egy meg de van el csak volt ki mint már még ha',
  tr: 've bir bu da de için ile çok ne ama gibi daha olan var en kadar sonra',
  vi: 'và của là có không được những trong cho với các một người này đã để khi',
  ru: 'и в не на что с по как это он к но из у за от для же то все',
  uk: 'і в не на що з та як це до у за від для але його як є ми',
};

const WORD_SETS = new Map(Object.entries(FUNCTION_WORDS).map(([code, words]) => [code, new Set(words.split(' '))]));

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** Traditional characters that have a different simplified form; common enough to show up in a deck. */
const TRADITIONAL = /[們這個來對說時會學國體開關門長東車馬見電語書實點與為從發後問經過頭還麼樣邊種區認識覺務響應網頁處]/gu;
const SIMPLIFIED = /[们这个来对说时会学国体开关门长东车马见电语书实点与为从发后问经过头还么样边种区认识觉务响应网页处]/gu;

/** The DeckFlow code of the text's language, or null when there is too little text to tell. */
export function detectLanguage(text: string): string | null {
  const sample = text.slice(0, 200_000);
  let best = { code: '', hits: 0 };
  for (const script of SCRIPTS) {
    const hits = count(sample, script.pattern);
    if (hits > best.hits) best = { code: script.code, hits };
  }
  if (best.hits < 3) return null;
  // Japanese mixes kana with kanji; any real amount of kana means Japanese.
  if (best.code === 'zh' && count(sample, SCRIPTS[0]!.pattern) > best.hits * 0.05) return 'ja';
  if (best.code === 'zh') return count(sample, TRADITIONAL) > count(sample, SIMPLIFIED) ? 'zh-TW' : 'zh-CN';
  if (best.code === 'cyrl') return /[іїєґ]/iu.test(sample) ? 'uk' : scoreWords(sample, ['ru', 'uk']);
  if (best.code === 'latn')
    return scoreWords(
      sample,
      [...WORD_SETS.keys()].filter((code) => code !== 'ru' && code !== 'uk'),
    );
  return best.code;
}

function scoreWords(text: string, candidates: string[]): string | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = new Map<string, number>(candidates.map((code) => [code, 0]));
  for (const word of words) {
    for (const code of candidates) if (WORD_SETS.get(code)?.has(word)) scores.set(code, (scores.get(code) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestScore = 0;
  for (const [code, score] of scores) {
    if (score > bestScore) {
      best = code;
      bestScore = score;
    }
  }
  return bestScore >= 2 ? best : null;
}
