import type { Author } from '@/lib/content'
import { FramedImage } from '@/app/_components/FramedImage'

/** Who the byline names: picture, name, what they cover, and how to reach them. */
export function AuthorProfile({ author }: { author: Author }) {
  return (
    <header className="border-navy grid gap-6 border-b-2 pb-8 sm:grid-cols-[12rem_1fr] sm:items-center">
      <FramedImage image={author.image} sizes="(min-width: 640px) 192px, 92vw" loading="first" />
      <div>
        <p className="kicker">Author</p>
        <h1 className="headline mt-2 text-4xl sm:text-5xl">{author.name}</h1>
        <p className="text-ink-soft mt-3 max-w-2xl text-lg">{author.bio}</p>
        <p className="mt-3 text-sm">
          <a href={`mailto:${author.email}`} className="text-navy link-underline font-semibold">
            {author.email}
          </a>
        </p>
      </div>
    </header>
  )
}
