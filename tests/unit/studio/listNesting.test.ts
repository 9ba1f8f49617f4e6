import { beforeAll, describe, expect, it } from 'vitest'
import type { DatasetDocument, JsonObject } from '@/lib/sanity/datasetFile'
import { listLevelProblem, listLevelsMax } from '@/schemas/listNesting'
import { studioProblems, seededArticle } from '@/tests/unit/studio/studio'

/**
 * The Studio nests a list a level deeper at each Tab, without end; a list 40 levels deep ran off
 * a phone's screen. Its own validation, which the build also runs on a hosted snapshot, refuses
 * a list deeper than the design shows.
 */

let story: DatasetDocument
let dataset: DatasetDocument[]

beforeAll(async () => {
  ;({ story, dataset } = await seededArticle())
})

/** The story with a bullet list added after its lead, one item at each level given. */
function withListAt(levels: number[]): DatasetDocument {
  const [lead, ...rest] = story.body as JsonObject[]
  const items = levels.map((level, i) => ({
    _type: 'block',
    _key: `nested${i}`,
    style: 'normal',
    listItem: 'bullet',
    level,
    markDefs: [],
    children: [
      { _type: 'span', _key: `nested${i}s`, text: `A point at level ${level}.`, marks: [] },
    ],
  }))
  return { ...story, body: [lead!, ...items, ...rest] }
}

const bodyProblems = async (document: DatasetDocument) =>
  (await studioProblems(document, dataset)).filter((problem) => problem.startsWith('body'))

describe('a list in an article’s body', () => {
  it(`is taken nested ${listLevelsMax} levels deep`, async () => {
    const levels = Array.from({ length: listLevelsMax }, (_, i) => i + 1)
    expect(await bodyProblems(withListAt(levels))).toEqual([])
  })

  it.each([listLevelsMax + 1, 40])(
    'is refused nested %i levels deep, by its item',
    async (deepest) => {
      const levels = Array.from({ length: deepest }, (_, i) => i + 1)
      const refused = levels.filter((level) => level > listLevelsMax)
      expect(listLevelProblem(deepest)).toContain(`at most ${listLevelsMax} levels`)
      expect(await bodyProblems(withListAt(levels))).toEqual(
        refused.map(
          (level) => `body[_key=="nested${level - 1}"]: Body ${listLevelProblem(level)}.`,
        ),
      )
    },
  )
})
