/**
 * File operations that count their calls and all fail from the n-th on (none when n is 0), as
 * in a build killed there: the count of a whole run tells a test every place it could stop.
 */
export function crashingAt<T extends object>(
  n: number,
  operations: T,
): { ops: T; count: () => number } {
  let calls = 0
  const ops = Object.fromEntries(
    Object.entries(operations).map(([name, operation]) => [
      name,
      async (...args: unknown[]) => {
        calls += 1
        if (n > 0 && calls >= n) throw new Error(`crash at operation ${n}`)
        return (operation as (...args: unknown[]) => Promise<unknown>)(...args)
      },
    ]),
  ) as T
  return { ops, count: () => calls }
}
