import { ApiError } from "@/lib/client/data/api-error";
import { fetchAssetPage } from "@/lib/client/api/asset-paging-queries";

const requested: string[] = [];
let answer: () => Response;

beforeEach(() => {
  requested.length = 0;
  global.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === "/api/config") return Response.json({ supabaseUrl: "http://portal.test", supabaseAnonKey: "anon" });
    requested.push(url);
    return answer();
  }) as typeof fetch;
});

const asset = (id: string) => ({
  id,
  title: id,
  description: "",
  type: "PDF",
  fileSize: null,
  duration: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  url: "/x.pdf",
  pages: null,
  coverUrl: null,
  readByCustomers: 0,
});

test("first page: brand and search in the query, assets from the body, cursor and total from headers", async () => {
  answer = () =>
    Response.json([asset("a"), asset("b")], { headers: { "X-Next-Cursor": "Y3Vyc29y", "X-Total-Count": "120" } });
  const page = await fetchAssetPage({ brandId: "b1", search: "violin guide", cursor: undefined });
  expect(requested).toEqual(["/api/assets?brandId=b1&search=violin+guide"]);
  expect(page).toEqual({ assets: [asset("a"), asset("b")], nextCursor: "Y3Vyc29y", total: 120 });
});

test("a next page sends the cursor; the last page has no cursor and no total", async () => {
  answer = () => Response.json([asset("c")]);
  const page = await fetchAssetPage({ brandId: "b1", search: "", cursor: "Y3Vyc29y" });
  expect(requested).toEqual(["/api/assets?brandId=b1&cursor=Y3Vyc29y"]);
  expect(page).toEqual({ assets: [asset("c")], nextCursor: undefined, total: undefined });
});

test("a refused page throws the error of docs/rules.md#failed-calls with the server's message", async () => {
  const body = JSON.stringify({ error: { code: "invalid_cursor", message: "Invalid cursor." } });
  answer = () => new Response(body, { status: 400, statusText: "Bad Request" });
  const failure = fetchAssetPage({ brandId: "b1", search: "", cursor: "nope" });
  await expect(failure).rejects.toEqual(new ApiError(400, body, "Bad Request"));
  await expect(failure).rejects.toMatchObject({ detail: "Invalid cursor." });
});

test("the most-read order is asked for by name; the newest order is the default and sends nothing", async () => {
  answer = () => Response.json([asset("d")]);
  await fetchAssetPage({ brandId: "b1", search: "", cursor: undefined, sort: "mostRead" });
  await fetchAssetPage({ brandId: "b1", search: "", cursor: undefined, sort: "newest" });
  expect(requested.slice(-2)).toEqual(["/api/assets?brandId=b1&sort=mostRead", "/api/assets?brandId=b1"]);
});
