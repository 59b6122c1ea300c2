import { sharePageImageRoute } from "@/lib/server/shares/share-page-images";

// One page image of a share page's PDF (docs/pages.md): lib/server/shares/share-page-images.ts.
export const GET = sharePageImageRoute("GET");
export const HEAD = sharePageImageRoute("HEAD");
