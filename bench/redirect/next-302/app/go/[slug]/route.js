// The framework's ceiling: a Next.js route handler that answers a constant 302 and does nothing else.
export function GET() {
  return new Response(null, {
    status: 302,
    headers: { Location: "https://example.com/landing", "Cache-Control": "no-store" },
  });
}
