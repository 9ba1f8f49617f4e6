/**
 * The home page's sections, filled a row at a time. In each round every section, the one with
 * the fewest stories left choosing first, takes a full row of its category's newest stories that
 * no section holds yet; in the first round a section that cannot fill a row takes what is left.
 * So a section holds whole rows, or all its category could give, and no story shows twice.
 * Stories are any values compared by identity (the home page uses addresses), newest first.
 */
export function fillSections<Story>(
  pools: readonly (readonly Story[])[],
  row: number,
  rows: number,
): Story[][] {
  const taken = new Set<Story>()
  const picked = pools.map((): Story[] => [])
  const left = (index: number) => pools[index]!.filter((story) => !taken.has(story))
  for (let round = 0; round < rows; round++) {
    const waiting = new Set(pools.keys())
    while (waiting.size > 0) {
      const [index, free] = [...waiting]
        .map((index) => [index, left(index)] as const)
        .reduce((fewest, next) => (next[1].length < fewest[1].length ? next : fewest))
      waiting.delete(index)
      if (round > 0 && free.length < row) continue
      for (const story of free.slice(0, row)) taken.add(story)
      picked[index]!.push(...free.slice(0, row))
    }
  }
  return picked
}
