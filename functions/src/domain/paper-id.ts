/** Paper IDs are compared as the organisers and authors type them, without case or spaces. */
export const paperKey = (paperId: string) => paperId.trim().toUpperCase().replace(/\s+/g, '');

/** Every paper ID that repeats an earlier one (compared by paperKey), with the first it repeats. */
export function repeatedPapers(paperIds: readonly string[]): { index: number; earlier: number }[] {
  const seen = new Map<string, number>();
  const repeats: { index: number; earlier: number }[] = [];
  for (const [index, id] of paperIds.entries()) {
    const key = paperKey(id);
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, index);
    else repeats.push({ index, earlier });
  }
  return repeats;
}
