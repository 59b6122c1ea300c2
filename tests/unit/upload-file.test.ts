import { ApiError } from "@/lib/client/data/api-error";
import { errorText } from "@/lib/client/data/error-text";
import {
  isAbortError,
  UPLOAD_BAD_RESPONSE,
  UPLOAD_NETWORK_ERROR,
  uploadLibraryFile,
} from "@/lib/client/api/admin-upload-queries";
import { pollUntil } from "../helpers/poll";

/** A stand-in XMLHttpRequest: records what is sent; the test plays the server with its methods. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = "";
  url = "";
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | undefined;
  aborted = false;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private sent!: () => void;
  readonly whenSent = new Promise<void>((resolve) => (this.sent = resolve));

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    this.sent();
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total });
  }
  respond(status: number, body: string, statusText = "") {
    Object.assign(this, { status, responseText: body, statusText });
    this.onload?.();
  }
}

const USER_ID = "5b0c6a52-1111-4111-8111-111111111111";
const pdf = () => new File(["%PDF-1.4\n%%EOF\n"], "brochure.pdf", { type: "application/pdf" });

beforeEach(() => {
  FakeXhr.last = undefined;
  Object.defineProperty(globalThis, "XMLHttpRequest", { value: FakeXhr, configurable: true });
  // No stored session: the auth client finds no token, so no Authorization header is set.
  global.fetch = (async () =>
    Response.json({ supabaseUrl: "http://portal.test", supabaseAnonKey: "anon" })) as typeof fetch;
});
afterAll(() => Reflect.deleteProperty(globalThis, "XMLHttpRequest"));

/** Starts an upload and waits until the fake request has been sent. */
async function start(options: Partial<Parameters<typeof uploadLibraryFile>[1]> = {}) {
  FakeXhr.last = undefined;
  const result = uploadLibraryFile(pdf(), { userId: USER_ID, ...options });
  result.catch(() => undefined);
  const xhr = await pollUntil(() => FakeXhr.last, Boolean, { intervalMs: 5 });
  if (!xhr) throw new Error("the upload never opened a request");
  await xhr.whenSent;
  return { xhr, result };
}

test("posts multipart 'file' with x-user-id, credentials; reports progress; answers url, size, duration", async () => {
  const seen: number[] = [];
  const { xhr, result } = await start({ onProgress: (percent) => seen.push(percent) });
  expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(["POST", "/api/admin/upload", true]);
  expect(xhr.headers["x-user-id"]).toBe(USER_ID);
  expect(xhr.headers.Authorization).toBeUndefined();
  const sent = xhr.body?.get("file");
  expect(sent).toBeInstanceOf(File);
  expect((sent as File).name).toBe("brochure.pdf");

  xhr.progress(0, 0, false);
  xhr.progress(1, 3);
  xhr.progress(3, 3);
  expect(seen).toEqual([33, 100]);

  xhr.respond(
    201,
    JSON.stringify({ url: "/uploads/5b0c6a52-2222-4222-8222-222222222222.pdf", fileSizeKb: 1, duration: null }),
  );
  await expect(result).resolves.toEqual({
    url: "/uploads/5b0c6a52-2222-4222-8222-222222222222.pdf",
    fileSizeKb: 1,
    duration: null,
  });
});

test("a refused upload rejects with the server's message", async () => {
  const { xhr, result } = await start();
  const body = JSON.stringify({
    error: { code: "unsupported_file_type", message: "The file's contents are not a valid .pdf file." },
  });
  xhr.respond(415, body, "Unsupported Media Type");
  const error = await result.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toEqual(new ApiError(415, body, "Unsupported Media Type"));
  expect(errorText(error as Error)).toBe("The file's contents are not a valid .pdf file.");
  expect(isAbortError(error)).toBe(false);
});

test("a network failure and an unreadable answer reject with a sentence", async () => {
  const failed = await start();
  failed.xhr.onerror?.();
  await expect(failed.result).rejects.toThrow(UPLOAD_NETWORK_ERROR);

  const garbled = await start();
  garbled.xhr.respond(200, "<html>proxy page</html>");
  await expect(garbled.result).rejects.toThrow(UPLOAD_BAD_RESPONSE);

  const wrongShape = await start();
  wrongShape.xhr.respond(201, JSON.stringify({ url: 42 }));
  await expect(wrongShape.result).rejects.toThrow(UPLOAD_BAD_RESPONSE);
});

test("aborting the signal aborts the request and rejects with an AbortError", async () => {
  const controller = new AbortController();
  const { xhr, result } = await start({ signal: controller.signal });
  controller.abort();
  expect(xhr.aborted).toBe(true);
  const error = await result.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isAbortError(error)).toBe(true);
});

test("a signal aborted before sending sends nothing", async () => {
  const controller = new AbortController();
  controller.abort();
  const error = await uploadLibraryFile(pdf(), { userId: USER_ID, signal: controller.signal }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isAbortError(error)).toBe(true);
  expect(FakeXhr.last).toBeUndefined();
});
