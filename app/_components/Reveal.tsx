'use client'

import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'

interface RevealProps {
  children: ReactNode
  /** Seconds to wait once in view. */
  delay?: number
  /** Share of the element in view that reveals it (0.1 for cards, 0.05 for grids). */
  amount?: number
  className?: string
}

type Phase = 'static' | 'hidden' | 'shown'

/**
 * Fades content in the first time it scrolls into view, with a CSS transition. The server
 * renders it visible, and it is hidden only when it starts below the fold, so nothing above
 * the fold waits, and all of it stays readable without JavaScript or with reduced motion.
 */
export function Reveal({ children, delay = 0, amount = 0.1, className = '' }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>('static')

  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (element.getBoundingClientRect().top < window.innerHeight) return
    setPhase('hidden')
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setPhase('shown')
        observer.disconnect()
      },
      { threshold: amount },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [amount])

  const style =
    phase === 'shown' ? ({ transitionDelay: `${delay}s` } satisfies CSSProperties) : undefined
  return (
    <div ref={ref} data-reveal={phase} style={style} className={`reveal ${className}`}>
      {children}
    </div>
  )
}
