export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The page an editor sees instead of the Studio or the preview when it cannot work yet: a
 * plain document, so it renders whatever else is broken, sent as 503 so no proxy caches it.
 */
export function setupPageHtml(title: string, problem: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="30"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:4rem auto;padding:0 1rem;color:#1b2433}h1{font-size:1.5rem}p.problem{background:#fff4e5;border-left:4px solid #c2410c;padding:.75rem 1rem}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="problem">${escapeHtml(problem)}</p>
<p>This page reloads on its own every 30 seconds.</p>
</body>
</html>
`
}

export const setupPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'retry-after': '30',
  'cache-control': 'no-store',
}
