const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The page the preview server shows instead of content when it cannot read drafts: a plain
 * document, so it renders whatever else is broken, and 503 so no proxy caches it.
 */
export function setupPage(problem: string): Response {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="30"><title>Preview not available</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:4rem auto;padding:0 1rem;color:#1b2433}h1{font-size:1.5rem}p.problem{background:#fff4e5;border-left:4px solid #c2410c;padding:.75rem 1rem}</style>
</head>
<body>
<h1>The preview cannot show drafts yet</h1>
<p class="problem">${escapeHtml(problem)}</p>
<p>Fix the preview server’s environment and restart it; this page reloads on its own every 30 seconds.</p>
</body>
</html>
`
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': '30',
      'cache-control': 'no-store',
    },
  })
}
