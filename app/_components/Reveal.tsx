'use client'

import { LazyMotion, m } from 'framer-motion'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'

const loadFeatures = () => import('./motionFeatures').then((module) => module.default)

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
 * Fades content in the first time it scrolls into view. The server renders it visible, and
 * it is hidden only when it starts below the fold, so nothing above the fold waits, and it
 * all stays readable without JavaScript or with reduced motion.
 */
export function Reveal({ children, delay = 0, amount = 0.1, className }: RevealProps) {
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
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('shown')
          observer.disconnect()
        }
      },
      { threshold: amount },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [amount])

  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        ref={ref}
        data-reveal={phase}
        className={className}
        initial={false}
        animate={phase === 'hidden' ? { opacity: 0, y: 18 } : { opacity: 1, y: 0 }}
        transition={phase === 'shown' ? { duration: 0.5, delay, ease: 'easeOut' } : { duration: 0 }}
      >
        {children}
      </m.div>
    </LazyMotion>
  )
}
