import { describe, expect, it } from 'vitest'
import { withoutStyleCopies } from '@/scripts/pipeline/flightStyles'

const css = 'body{color:red}h1::before{content:"é:"}'
const row = (id: string, text: string) =>
  `${id}:T${Buffer.byteLength(text, 'utf8').toString(16)},${text}`

describe('withoutStyleCopies', () => {
  it('empties every text row that repeats an inline stylesheet, and keeps the rest', () => {
    const flight = `0:{"P":null}\n${row('2', css)}:HL["/font.woff2","font"]\n${row('1a', css)}${row('3', 'Other text: ünïcode')}4:["$","style",null,{"children":"$2"}]\n`
    expect(withoutStyleCopies(flight, new Set([css]))).toBe(
      `0:{"P":null}\n2:T0,:HL["/font.woff2","font"]\n1a:T0,${row('3', 'Other text: ünïcode')}4:["$","style",null,{"children":"$2"}]\n`,
    )
  })

  it('returns the payload as it was when no row repeats a stylesheet', () => {
    const flight = `0:{"P":null}\n${row('2', 'body{}')}`
    expect(withoutStyleCopies(flight, new Set([css]))).toBe(flight)
  })

  it('gives up on rows it does not read, such as binary ones, or a cut-off text row', () => {
    expect(withoutStyleCopies(`${row('2', css)}5:A10,0123456789abcdef`, new Set([css]))).toBeNull()
    expect(withoutStyleCopies('2:T40,short', new Set([css]))).toBeNull()
  })
})
