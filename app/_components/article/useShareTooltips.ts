'use client'

import { useEffect, useState, type RefObject } from 'react'
import { preloadToasts } from '@/app/_components/notify'

type Tooltips = typeof import('@/app/_components/article/ShareTooltip')

const pressEndEvents = ['pointerup', 'pointercancel', 'keyup'] as const

const controlsIn = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('a, button')]

/**
 * Loads the tooltips when the block comes near the viewport or is first pointed at or focused.
 * Wrapping the controls remounts them, so the swap waits for any press under way to end (a
 * control replaced between press and release would never be clicked), and a reader's keyboard
 * focus is put back where it was.
 */
export function useShareTooltips(section: RefObject<HTMLElement | null>): Tooltips | null {
  const [loaded, setLoaded] = useState<{ module: Tooltips; refocus: number } | null>(null)
  useEffect(() => {
    const element = section.current
    if (!element) return
    let started = false
    let pressing = false
    let ready: Tooltips | null = null
    let releaseTimer: ReturnType<typeof setTimeout> | undefined

    const swap = () => {
      if (!ready || pressing) return
      const refocus = controlsIn(element).indexOf(document.activeElement as HTMLElement)
      setLoaded({ module: ready, refocus })
    }
    const press = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== ' ' && event.key !== 'Enter') return
      pressing = true
    }
    const release = () => {
      if (!pressing) return
      pressing = false
      // The click is dispatched right after the release, in the same task.
      releaseTimer = setTimeout(swap)
    }
    const load = () => {
      if (started) return
      started = true
      observer.disconnect()
      // The copy-link toast then needs no network either.
      void preloadToasts().catch(() => {})
      void import('@/app/_components/article/ShareTooltip').then((module) => {
        ready = module
        swap()
      })
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && load(),
      { rootMargin: '300px' },
    )
    observer.observe(element)
    const listening = new AbortController()
    const { signal } = listening
    element.addEventListener('pointerenter', load, { once: true, signal })
    element.addEventListener('focusin', load, { once: true, signal })
    element.addEventListener('pointerdown', press, { signal })
    element.addEventListener('keydown', press, { signal })
    for (const type of pressEndEvents) window.addEventListener(type, release, { signal })
    return () => {
      observer.disconnect()
      clearTimeout(releaseTimer)
      listening.abort()
    }
  }, [section])
  useEffect(() => {
    if (loaded && section.current && loaded.refocus >= 0)
      controlsIn(section.current)[loaded.refocus]?.focus()
  }, [loaded, section])
  return loaded?.module ?? null
}
