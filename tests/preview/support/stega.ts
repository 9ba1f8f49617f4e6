/** The four invisible characters @sanity/client writes stega marks in, two bits each. */
const digits = ['\u200B', '\u200C', '\u200D', '\uFEFF']
const mark = /[\u200B\u200C\u200D\uFEFF]{8,}/g

/**
 * The Studio links of every stega mark in `text`: each mark is a 4-character prefix, then
 * four characters a byte of the JSON `{"origin":"sanity.io","href":…}`.
 */
export function stegaLinks(text: string): string[] {
  return [...text.matchAll(mark)].map(([run]) => {
    const characters = [...run].slice(4)
    const bytes = new Uint8Array(Math.floor(characters.length / 4))
    characters.forEach((character, index) => {
      bytes[index >> 2]! |= digits.indexOf(character) << (6 - 2 * (index % 4))
    })
    return (JSON.parse(new TextDecoder().decode(bytes)) as { href: string }).href
  })
}

/** Whether `text` carries any stega mark. */
export const hasStega = (text: string) => new RegExp(mark.source).test(text)
