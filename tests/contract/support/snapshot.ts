import { existsSync } from 'node:fs'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, vi } from 'vitest'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import {
  snapshotDatasetName,
  snapshotRecordName,
  snapshotVariable,
  type SnapshotRecord,
} from '@/lib/content/snapshot'
import { forgetSnapshots } from '@/lib/content/source'
import { parseDataset } from '@/scripts/pipeline/snapshot/dataset'
import {
  refusalLines,
  takeSnapshot as takeSnapshotInto,
} from '@/scripts/pipeline/snapshot/takeSnapshot'
import { failureLines, rawError } from '@/tests/contract/support/unreadable'

export interface SnapshotRun {
  code: number
  output: string
  stderr: string
  /** The folder it was asked to write. */
  dir: string
}

/**
 * The build's first step, in this process, with exactly these variables (none of this process's
 * own), into a new folder; its output as the command would print it.
 */
export async function takeSnapshot(env: Record<string, string>): Promise<SnapshotRun> {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'snapshot-')), 'snapshot')
  const printed: string[] = []
  try {
    await takeSnapshotInto(dir, env, (line) => printed.push(line))
    return { code: 0, output: printed.join('\n'), stderr: '', dir }
  } catch (error) {
    const stderr = refusalLines(error).join('\n')
    return { code: 1, output: [...printed, stderr].join('\n'), stderr, dir }
  }
}

/** A refused snapshot: exit 1, its ✖ lines, no stack trace, and no folder left behind. */
export function expectRefused(run: SnapshotRun) {
  expect(run.code).toBe(1)
  expect(run.stderr).not.toMatch(rawError)
  expect(existsSync(run.dir)).toBe(false)
  return failureLines(run.stderr)
}

export async function snapshotRecord(dir: string): Promise<SnapshotRecord> {
  return JSON.parse(await readFile(path.join(dir, snapshotRecordName), 'utf8')) as SnapshotRecord
}

export async function snapshotDocuments(dir: string): Promise<DatasetDocument[]> {
  const file = path.join(dir, snapshotDatasetName)
  return parseDataset(await readFile(file, 'utf8'), file)
}

/** Runs with pages reading this snapshot, as a build's later steps do; undone after the file. */
export async function withSnapshot<T>(dir: string | undefined, read: () => Promise<T>) {
  vi.stubEnv(snapshotVariable, dir)
  forgetSnapshots()
  try {
    return await read()
  } finally {
    forgetSnapshots()
  }
}
