// The Sanity CLI looks for its config beside package.json; the Studio itself lives in studio/.
export { default } from '@/studio/sanity.cli'
