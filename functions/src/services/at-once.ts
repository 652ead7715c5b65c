/**
 * Runs `work` on every item, at most `atOnce` at a time, each worker taking the next item as it
 * finishes one; rejects with the first failure, as Promise.all does.
 */
export async function eachAtOnce<T>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const next = async (): Promise<void> => {
    const item = queue.pop();
    if (item === undefined) return;
    await work(item);
    await next();
  };
  await Promise.all(Array.from({ length: atOnce }, next));
}
