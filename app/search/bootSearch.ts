import { limits } from '@/schemas/vocabulary'
import { pagefindFiles, resultsPerPage, searchWorkerUrl, type WorkerReply } from './pagefind'

/**
 * The first search, asked before the page's script has loaded: an inline script on the search
 * page starts the first bundle's worker and asks it the search in the address.
 */

/** What the boot script leaves: its worker, the words it searched, what came back so far. */
export interface Boot {
  worker: Worker
  query: string
  replies: WorkerReply[]
  failed: boolean
}

const bootKey = '__searchBoot'
export const bootId = 0
export const bootQuestion = {
  kind: 'search',
  bundle: pagefindFiles.bundlesRoot,
  options: {},
  warm: resultsPerPage,
}

/**
 * An inline script run as the parser reaches it, long before React hydrates: it starts the
 * search worker and asks it the search in the address (the words as the page reads them: cut
 * to the limit, then trimmed), keeping the replies until the page's script takes the worker
 * over. Where a module worker cannot start, it does nothing and the page's script takes over.
 */
export const bootScript = `(()=>{try{const w=new Worker(${JSON.stringify(searchWorkerUrl(pagefindFiles.bundlesRoot))},{type:"module"}),q=(new URLSearchParams(location.search).get("q")??"").slice(0,${limits.searchQuery}).trim(),b={worker:w,query:q,replies:[],failed:!1};w.onmessage=e=>b.replies.push(e.data);w.onerror=()=>{b.failed=!0};self.${bootKey}=b;if(q)w.postMessage({id:${bootId},question:{...${JSON.stringify(bootQuestion)},query:q}})}catch{}})()`

export function takeBoot(): Boot | undefined {
  const holder = globalThis as { [bootKey]?: Boot }
  const boot = holder[bootKey]
  delete holder[bootKey]
  return boot
}
