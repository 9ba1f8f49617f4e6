import { domAnimation } from 'framer-motion'

// Loaded on demand by <LazyMotion>, so the animation engine stays out of the first bundle.
export default domAnimation
