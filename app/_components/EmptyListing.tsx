/** What a listing shows when no story is filed under it. */
export function EmptyListing({ name }: { name: string }) {
  return (
    <div className="border-rule mt-10 rounded-sm border border-dashed bg-white px-6 py-16 text-center">
      <p className="headline text-2xl">No articles found in {name}</p>
      <p className="text-muted mt-3">Check back soon for new content in this category.</p>
    </div>
  )
}
