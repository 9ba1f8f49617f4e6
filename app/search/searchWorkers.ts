import { bootId, bootQuestion, takeBoot, type Boot } from './bootSearch'
import {
  pagefindFiles,
  searchWorkerUrl,
  type SearchAnswers,
  type SearchQuestion,
  type WorkerMessage,
  type WorkerReply,
  type WorkerSearch,
} from './pagefind'

/**
 * The page's side of the search workers (searchWorker.ts): one per bundle, asked questions by
 * message, with the page's thread answering where a worker cannot start or fails.
 */

/** A question to the search worker of its bundle, and its answer. */
export type Ask = <K extends SearchQuestion['kind']>(
  question: Extract<SearchQuestion, { kind: K }>,
) => Promise<SearchAnswers[K]>

/** The same questions answered on the page's thread, by the worker's module imported here. */
const askPage = (): Promise<Ask> =>
  import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pagefindFiles.worker).then(
    (module: { answer: Ask }) => module.answer,
  )

interface Pending {
  question: SearchQuestion
  /** The asker's own resolve: its type is the question's answer, which the reply carries. */
  resolve: (answer: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Questions to one worker, with the answer to the boot script's search when it is the boot
 * script's worker. If the worker fails, its questions, asked or waiting, go to `fallback`.
 */
function workerAsk(
  worker: Worker,
  fallback: Ask,
  boot?: Boot,
): { ask: Ask; bootAnswer?: Promise<WorkerSearch | null> } {
  const pending = new Map<number, Pending>()
  let nextId = bootId + 1
  let failed = false
  const ask: Ask = (question) =>
    failed
      ? fallback(question)
      : new Promise((resolve, reject) => {
          const id = nextId++
          pending.set(id, { question, resolve: resolve as Pending['resolve'], reject })
          worker.postMessage({ id, question } satisfies WorkerMessage)
        })
  const settle = (reply: WorkerReply) => {
    const waiting = pending.get(reply.id)
    pending.delete(reply.id)
    if ('error' in reply) waiting?.reject(new Error(reply.error))
    else waiting?.resolve(reply.answer)
  }
  const fail = () => {
    worker.terminate()
    failed = true
    for (const { question, resolve, reject } of pending.values())
      fallback(question).then(resolve, reject)
    pending.clear()
  }
  const bootAnswer = boot?.query
    ? new Promise<WorkerSearch | null>((resolve, reject) =>
        pending.set(bootId, {
          question: { ...bootQuestion, kind: 'search', query: boot.query },
          resolve: resolve as Pending['resolve'],
          reject,
        }),
      )
    : undefined
  worker.onmessage = (event: MessageEvent<WorkerReply>) => settle(event.data)
  worker.onerror = fail
  for (const reply of boot?.replies ?? []) settle(reply)
  if (boot?.failed) fail()
  return { ask, bootAnswer }
}

/**
 * Questions to each bundle's worker: the first bundle's is the one the boot script started,
 * the others start at their first question. Where a worker cannot start or fails, the page's
 * thread answers.
 */
export function searchWorkers(): {
  ask: Ask
  boot?: { query: string; answer: Promise<WorkerSearch | null> }
} {
  let page: Promise<Ask> | undefined
  const onPage: Ask = (question) => (page ??= askPage()).then((onThread) => onThread(question))
  const perBundle = new Map<string, Ask>()
  const boot = takeBoot()
  let bootSearch: { query: string; answer: Promise<WorkerSearch | null> } | undefined
  if (boot) {
    const adopted = workerAsk(boot.worker, onPage, boot)
    perBundle.set(pagefindFiles.bundlesRoot, adopted.ask)
    if (adopted.bootAnswer) bootSearch = { query: boot.query, answer: adopted.bootAnswer }
  }
  const askFor = (bundle: string): Ask => {
    let ask = perBundle.get(bundle)
    if (!ask) {
      try {
        ask = workerAsk(new Worker(searchWorkerUrl(bundle), { type: 'module' }), onPage).ask
      } catch {
        ask = onPage
      }
      perBundle.set(bundle, ask)
    }
    return ask
  }
  return { ask: (question) => askFor(question.bundle)(question), boot: bootSearch }
}
