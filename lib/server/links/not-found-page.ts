import "server-only";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Link not found</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; line-height: 1.5; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  p { margin: 0; }
</style>
</head>
<body>
<main>
<h1>Link not found</h1>
<p>This short link does not exist or is no longer active.
Please check the address, or ask the person who shared it for a new link.</p>
</main>
</body>
</html>
`;

/** The plain 404 page of an unknown, inactive or deleted short link (body left out for HEAD). */
export function linkNotFoundResponse(withBody: boolean, headers: Record<string, string>): Response {
  return new Response(withBody ? PAGE : null, {
    status: 404,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex" },
  });
}
