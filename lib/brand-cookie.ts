/**
 * The chosen brand's code, kept beside local storage's currentBrandCode (docs/rules.md#kept-in-the-browser) in a
 * cookie, so the server renders a signed-in page in that brand's name and colors from the first paint.
 */
export const BRAND_COOKIE_NAME = "currentBrandCode";
