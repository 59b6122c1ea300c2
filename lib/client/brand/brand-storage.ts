import { BRAND_COOKIE_NAME } from "@/lib/brand-cookie";
import { browserStorage } from "@/lib/client/browser/browser-storage";

/** The chosen brand code is remembered in local storage under this key. */
export const BRAND_STORAGE_KEY = "currentBrandCode";

/** Brand codes are short and alphanumeric (rmi, bac, 825, vbc); anything else is a corrupted value. */
const BRAND_CODE = /^[a-z0-9_-]{1,32}$/i;

/** The remembered brand code, or null when none is stored, the value is corrupted or storage is unreadable. */
export function readBrandCode(): string | null {
  try {
    const value = browserStorage()?.getItem(BRAND_STORAGE_KEY)?.trim();
    return value && BRAND_CODE.test(value) ? value : null;
  } catch {
    return null;
  }
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the brand code, in local storage and in the cookie the server renders pages with; a
 * full or blocked storage only costs the memory of the choice.
 */
export function writeBrandCode(code: string): void {
  const secure = globalThis.location?.protocol === "https:" ? "; Secure" : "";
  const cookie =
    `${BRAND_COOKIE_NAME}=${encodeURIComponent(code)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax` + secure;
  if (globalThis.document) document.cookie = cookie;
  try {
    browserStorage()?.setItem(BRAND_STORAGE_KEY, code);
  } catch (error) {
    console.warn("Could not remember the brand choice", error);
  }
}
