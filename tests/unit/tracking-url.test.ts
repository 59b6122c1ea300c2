import { addTrackingToText, assetTrackingUrl } from "@/lib/client/links/tracking-url";

const origin = "https://portal.example.com";

test("absolute asset URLs get the three parameters", () => {
  expect(
    assetTrackingUrl("https://cdn.example.com/a.pdf?v=2", { origin, assetId: "a1", userId: "u1", brandCode: "rmi" }),
  ).toBe("https://cdn.example.com/a.pdf?v=2&utm_source=u1&utm_campaign=asset_a1&utm_medium=rmi");
});

test("relative asset URLs are prefixed with the site origin, and missing ids fall back", () => {
  expect(assetTrackingUrl("/samples/flyer.svg", { origin, assetId: "a2" })).toBe(
    "https://portal.example.com/samples/flyer.svg?utm_source=rep&utm_campaign=asset_a2&utm_medium=brand",
  );
});

test("links typed into e-mail text get utm_source and utm_campaign; other text is untouched", () => {
  const text = "Hi! See https://example.com/rent and http://example.org/x?y=1.\nThanks";
  expect(addTrackingToText(text, { userId: "u9", brandCode: "bac" })).toBe(
    "Hi! See https://example.com/rent?utm_source=u9&utm_campaign=bac and " +
      "http://example.org/x?y=1&utm_source=u9&utm_campaign=bac.\nThanks",
  );
  expect(addTrackingToText("no links here", {})).toBe("no links here");
  expect(addTrackingToText("https://a.example", {})).toBe("https://a.example/?utm_source=rep&utm_campaign=brand");
});
