import { route } from "@/lib/server/app/api-route";
import { saveLibraryUpload } from "@/lib/server/library/uploads";
import { renderSoon } from "@/lib/server/app/page-renders";

export const POST = route({ auth: "admin" }, async ({ db, env, user, request }) => {
  const upload = await saveLibraryUpload({ db, env }, user, request);
  if (upload.url.endsWith(".pdf")) renderSoon({ db, env });
  return Response.json(upload, { status: 201 });
});
