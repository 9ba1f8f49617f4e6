/** Where each network's share dialog lives and which parameters it reads. */
export function shareLinks(url: string, title: string) {
  const encoded = encodeURIComponent(url)
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    twitter: `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(title)}`,
  }
}
