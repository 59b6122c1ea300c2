/** The public short URL of a tracked link: {origin}/go/{slug}. */
export function shortUrl(slug: string, origin: string): string {
  return `${origin}/go/${slug}`;
}
