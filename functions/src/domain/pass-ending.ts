// The end of a pass code, shown on the pass and at the desk beside a name that others share, so
// staff can tell two people apart without the code itself (which admits its holder). Four of its
// 22 characters leave 108 of its 128 bits unknown.
export const PASS_ENDING_LENGTH = 4;

export const passEndingOf = (code: string): string => code.slice(-PASS_ENDING_LENGTH);

/** As the pass and the desk print it. */
export const passEndingLabel = (ending: string): string => `…${ending}`;
