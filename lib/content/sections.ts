/**
 * The home page's sections, filled a row at a time. In each round every section, those with the
 * fewest stories left choosing first, takes a full row of its category's newest stories no
 * section holds yet; in the first round one that cannot fill a row takes what is left. So a
 * section holds whole rows, or all its category could give, and no story shows twice.
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
  for (let round = 0; round < rows; round++)
    for (const index of [...pools.keys()].sort((a, b) => left(a).length - left(b).length)) {
      const free = left(index).slice(0, row)
      if (round > 0 && free.length < row) continue
      for (const story of free) taken.add(story)
      picked[index]!.push(...free)
    }
  return picked
}
