import { route } from "@/lib/server/app/api-route";
import { saveLibraryUpload } from "@/lib/server/library/uploads";
import { renderSoon } from "@/lib/server/app/page-renders";

export const POST = route({ auth: "admin" }, async ({ runtime, user, request }) => {
  const upload = await saveLibraryUpload(runtime, user, request);
  if (upload.url.endsWith(".pdf")) renderSoon(runtime);
  return Response.json(upload, { status: 201 });
});
