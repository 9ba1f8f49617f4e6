import { rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * Removes a folder the build makes afresh. On Windows and some network drives a folder that a
 * program holds open (a server serving it, an editor, a terminal inside it) cannot be removed:
 * Node retries the busy cases a few times, then the build says which folder and what to do in
 * one line, where it printed `EBUSY … rmdir` and a stack trace. Returns that line, or undefined
 * once the folder is gone.
 */
export async function removeFolder(dir: string): Promise<string | undefined> {
  try {
    await rm(dir, { recursive: true, force: true, maxRetries: 3 })
    return undefined
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error'
    const name = path.relative(process.cwd(), dir) || dir
    return `✖ Build: cannot remove ${name}/ (${code}): close whatever has it open (a server, an editor, a terminal or a file explorer in it), or delete the folder by hand, then run the build again.`
  }
}
