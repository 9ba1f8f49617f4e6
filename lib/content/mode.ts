/**
 * True in the editors' preview server (`npm run preview`), false in the static export and in
 * every script. next.config passes the flag into the server's own bundle, so a built preview
 * server keeps its mode however it is started.
 */
export const previewServer = process.env.SITE_PREVIEW === '1'
