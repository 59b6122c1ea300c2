/**
 * The chosen brand's code, kept beside local storage's currentBrandCode (SPEC §3) in a cookie, so
 * the server renders a signed-in page in that brand's name and colors from the first paint.
 */
export const BRAND_COOKIE_NAME = "currentBrandCode";
