// The Sanity CLI looks for the Studio config beside package.json; the Studio itself lives in studio/.
export { default } from '@/studio/sanity.config'
