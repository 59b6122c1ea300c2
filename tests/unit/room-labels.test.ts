import { moveItem, NOT_COUNTED_LABELS, percentText, roomStatusText } from "@/components/rooms/room-labels";
import { roomChange } from "@/components/rooms/room-change";
import { roomServerError } from "@/components/rooms/room-server-error";
import { ApiError } from "@/lib/client/data/api-error";

describe("a room's status badge", () => {
  test("says active, until when, expired after when, or revoked", () => {
    expect(roomStatusText({ status: "active", expiresOn: null })).toBe("Active");
    expect(roomStatusText({ status: "active", expiresOn: "2026-12-03" })).toBe("Active until Dec 3, 2026");
    expect(roomStatusText({ status: "expired", expiresOn: "2026-11-01" })).toBe("Expired after Nov 1, 2026");
    expect(roomStatusText({ status: "revoked", expiresOn: "2026-12-03" })).toBe("Revoked");
  });
});

describe("moving a room's asset", () => {
  test("swaps it with its neighbor, and stays put at either end", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});

test("a play reads as a rounded percent, no play as 'Not played'", () => {
  expect(percentText(null)).toBe("Not played");
  expect(percentText(0)).toBe("0%");
  expect(percentText(66.6)).toBe("67%");
});

test("every visit class that is not counted has a name", () => {
  expect(NOT_COUNTED_LABELS.scanner).toBe("Mail scanner check");
  expect(NOT_COUNTED_LABELS.own).toBe("Your own visit");
});

describe("a refused room's message", () => {
  const refused = (body: unknown) => new ApiError(400, JSON.stringify(body), "Bad Request");

  test("goes under the field its issue names", () => {
    const error = refused({
      error: {
        code: "invalid_input",
        message: "The expiry date cannot be in the past.",
        issues: [{ path: ["expiresOn"], message: "The expiry date cannot be in the past." }],
      },
    });
    expect(roomServerError(error)).toEqual({ field: "expiresOn", message: "The expiry date cannot be in the past." });
  });

  test("about assets goes under the assets", () => {
    const error = refused({
      error: { code: "bad_request", message: "You can only add assets you can see in this brand." },
    });
    expect(roomServerError(error)).toEqual({
      field: "assetIds",
      message: "You can only add assets you can see in this brand.",
    });
  });

  test("about anything else, or not JSON, goes above the buttons", () => {
    expect(roomServerError(refused({ error: { code: "x", message: "Slow down." } }))).toEqual({
      field: null,
      message: "Slow down.",
    });
    expect(roomServerError(new ApiError(502, "<html>", "Bad Gateway"))).toEqual({
      field: null,
      message: "502: <html>",
    });
  });
});

describe("an edit's PATCH body", () => {
  const before = { note: "Hi", assetIds: ["a", "b"], expiresOn: "2026-01-01" };

  test("holds only what changed: an old last day left alone is not sent", () => {
    expect(roomChange(before, { ...before, note: "Hello" })).toEqual({ note: "Hello" });
    expect(roomChange(before, { ...before, assetIds: ["b", "a"] })).toEqual({ assetIds: ["b", "a"] });
    expect(roomChange(before, { ...before, expiresOn: null })).toEqual({ expiresOn: null });
    expect(roomChange(before, { ...before })).toEqual({});
  });
});
