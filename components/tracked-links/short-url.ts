/** The public short URL of a tracked link: {origin}/go/{slug} (SPEC §5). */
export function shortUrl(slug: string, origin: string): string {
  return `${origin}/go/${slug}`;
}
