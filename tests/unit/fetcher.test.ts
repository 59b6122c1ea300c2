import { z } from "zod";
import { schemaOf } from "@/lib/client/api/schema-of";
import { ApiError } from "@/lib/client/data/api-error";
import { getQueryFn, parsedQueryFn } from "@/lib/client/data/fetcher";

const calls: { url: string; init: RequestInit }[] = [];
let answer: () => Response;

beforeEach(() => {
  calls.length = 0;
  global.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    if (url === "/api/config") return Response.json({ supabaseUrl: "http://portal.test", supabaseAnonKey: "anon" });
    return answer();
  }) as typeof fetch;
});

function run<T>(key: unknown[], on401: "throw" | "returnNull" = "throw") {
  const queryFn = getQueryFn<T>({ on401 });
  return queryFn({
    queryKey: key,
    signal: new AbortController().signal,
    meta: undefined,
    client: undefined as never,
  } as never);
}

test("the first key element is the path and the second its query; JSON is returned", async () => {
  answer = () => Response.json([{ id: "a" }]);
  await expect(run(["/api/assets", { brandId: "b1", search: "" }])).resolves.toEqual([{ id: "a" }]);
  const request = calls.find((c) => c.url.startsWith("/api/assets"));
  expect(request?.url).toBe("/api/assets?brandId=b1");
  expect(request?.init.credentials).toBe("include");
});

test("a 401 throws by default and resolves to null when asked", async () => {
  answer = () => new Response("", { status: 401, statusText: "Unauthorized" });
  await expect(run(["/api/auth/verify"])).rejects.toEqual(new ApiError(401, "", "Unauthorized"));
  await expect(run(["/api/auth/verify"], "returnNull")).resolves.toBeNull();
});

test("other errors carry the status and body", async () => {
  answer = () => new Response("upstream down", { status: 502, statusText: "Bad Gateway" });
  await expect(run(["/api/brands"], "returnNull")).rejects.toThrow("502: upstream down");
});

test("the parsed fetcher loads the schema, answers the contract's shape and refuses another", async () => {
  const schema = z.array(z.object({ id: z.string() }));
  const load = jest.fn(async () => schema);
  const queryFn = parsedQueryFn(load);
  const context = {
    queryKey: ["/api/brands"],
    signal: new AbortController().signal,
    meta: undefined,
    client: undefined as never,
  } as never;
  answer = () => Response.json([{ id: "a", extra: 1 }]);
  await expect(queryFn(context)).resolves.toEqual([{ id: "a" }]);
  answer = () => Response.json({ id: "a" });
  await expect(queryFn(context)).rejects.toThrow(z.ZodError);
  expect(load).toHaveBeenCalledTimes(2);
});

test("every named schema loads and parses its answers", async () => {
  const { schemas } = await import("@/lib/client/api/schemas");
  for (const name of Object.keys(schemas) as (keyof typeof schemas)[]) {
    expect(await schemaOf(name)()).toBe(schemas[name]);
  }
  expect((await schemaOf("brands")()).safeParse([{ id: "x" }]).success).toBe(false);
});
