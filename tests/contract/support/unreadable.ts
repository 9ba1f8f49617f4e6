import type { Fault } from '../server/faults'

/** A gateway's error page, as a proxy or load balancer sends it: HTML over several lines. */
const gatewayPage = `<!doctype html>
<html><head><title>502 Bad Gateway</title></head>
<body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>`

/** What a web server that is not the Sanity API answers: someone's home page. */
const websitePage = `<!doctype html>
<html><head><title>Welcome</title></head>
<body><p>It works!</p></body></html>`

/** The four answers that cannot be used, and what the one-line message must say about each. */
export const unreadableAnswers = [
  {
    name: 'an answer cut off half-way',
    fault: { truncate: true },
    transient: true,
    says: /cut its answer off, \d+ attempts in a row \(the answer stopped half-way, after \d+ of \d+ bytes.*run it again later/,
  },
  {
    name: 'a 502 with an HTML page',
    fault: { status: 502, html: gatewayPage },
    transient: true,
    says: /still answered HTTP 502 after \d+ attempts \(HTTP 502 Bad Gateway with an HTML page \("502 Bad Gateway"\)\).*run it again later/,
  },
  {
    name: 'a 200 with an HTML page',
    fault: { status: 200, html: websitePage },
    transient: false,
    says: /is not the Sanity API: it answered HTTP 200 with an HTML page \("Welcome"\).*project id or API host is probably wrong: check SANITY_PROJECT_ID/,
  },
  {
    name: 'a malformed JSON answer',
    fault: { status: 200, rawBody: '{"result": [' },
    transient: true,
    says: /sent an answer that could not be read, \d+ attempts in a row \(an answer that is not valid JSON.*Run it again later/,
  },
] as const satisfies readonly { name: string; fault: Fault; transient: boolean; says: RegExp }[]

/** The lines that report a failure: each starts with ✖. */
export const failureLines = (output: string) =>
  output.split('\n').filter((line) => line.trimStart().startsWith('✖'))

/** A raw error for a person to decode: a stack frame or a bare TypeError. */
export const rawError = /TypeError|SyntaxError|\n\s+at /
