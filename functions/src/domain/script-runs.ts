// Names and organisations may be written in Devanagari or Kannada, alone or mixed with Latin.
// Printing sets each run of one script in a font that has its letters, and shapes the run as a
// whole: conjuncts and vowel signs form only among the letters of one run.

export const SCRIPTS = ['latin', 'devanagari', 'kannada'] as const;
/** The writing systems the PDFs print; 'latin' also covers Greek and Cyrillic (Noto Sans has them). */
export type Script = (typeof SCRIPTS)[number];

export interface ScriptRun {
  script: Script;
  text: string;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
const KANNADA = /\p{Script=Kannada}/u;
// Spaces, joiners (ZWJ, ZWNJ), combining marks and the dandas belong to the script around them:
// a joiner split from its letters would change the conjunct it asks for.
const NEUTRAL = /[\p{White_Space}\p{Script=Inherited}\u0964\u0965]/u;

function scriptOf(char: string): Script | undefined {
  if (DEVANAGARI.test(char)) return 'devanagari';
  if (KANNADA.test(char)) return 'kannada';
  if (NEUTRAL.test(char)) return undefined;
  return 'latin';
}

/** The text cut into runs of one script each, in order; neutral characters join the run before them. */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let leading = '';
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (script === undefined) {
      if (last) last.text += char;
      else leading += char;
    } else if (last?.script === script) {
      last.text += char;
    } else {
      runs.push({ script, text: leading + char });
      leading = '';
    }
  }
  if (leading !== '') runs.push({ script: 'latin', text: leading });
  return runs;
}
