/** Resolves once `condition` holds (checked every 10 ms): a wait on something observable, never a guessed delay. */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
