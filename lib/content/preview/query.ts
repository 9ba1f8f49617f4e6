/**
 * The static stand-in for live.ts, which the preview server swaps in (see next.config.ts):
 * the export and the scripts never load Draft Mode or next-sanity's server code.
 */
export const previewQuery: <Result>(query: string) => Promise<Result> = async () => {
  throw new Error('Drafts are read by the preview server only: run `npm run preview`.')
}
