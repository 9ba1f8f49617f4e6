'use client'

import { domAnimation, LazyMotion, m } from 'framer-motion'
import type { ReactNode } from 'react'

/** The menu panel's slide-in. Loaded on first intent to open the menu, never in the first bundle. */
export function MenuMotion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        initial={{ opacity: 0, y: -8 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.18, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  )
}
