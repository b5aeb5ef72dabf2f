/** Runs `task` over `items`, at most `concurrency` at a time; resolves when all are done. */
export const runPool = async <T>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<void>): Promise<void> => {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) await task(item, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
};
