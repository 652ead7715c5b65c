/** Paper IDs are compared as the organisers and authors type them, without case or spaces. */
export const paperKey = (paperId: string) => paperId.trim().toUpperCase().replace(/\s+/g, '');

/** The index of the first paper ID that repeats an earlier one (compared by paperKey), or -1. */
export function firstRepeatedPaper(paperIds: readonly string[]): { index: number; earlier: number } | null {
  const seen = new Map<string, number>();
  for (const [index, id] of paperIds.entries()) {
    const key = paperKey(id);
    const earlier = seen.get(key);
    if (earlier !== undefined) return { index, earlier };
    seen.set(key, index);
  }
  return null;
}
