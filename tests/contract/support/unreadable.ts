/** What a web server that is not the Sanity API answers: someone's home page. */
export const websitePage = `<!doctype html>
<html><head><title>Welcome</title></head>
<body><p>It works!</p></body></html>`

/** The lines that report a failure: each starts with ✖. */
export const failureLines = (output: string) =>
  output.split('\n').filter((line) => line.trimStart().startsWith('✖'))

/** A raw error for a person to decode: a stack frame or a bare TypeError. */
export const rawError = /TypeError|SyntaxError|\n\s+at /
