import { installStorage, removeStorage } from "../helpers/memory-storage";
import { BRAND_STORAGE_KEY, readBrandCode, writeBrandCode } from "@/lib/client/brand/brand-storage";
import type { Brand } from "@/lib/contract/brands";
import { pickBrand } from "@/lib/pick-brand";

function brand(code: string): Brand {
  return {
    id: `id-${code}`,
    code,
    name: code.toUpperCase(),
    description: "",
    primaryColor: "#000000",
    secondaryColor: "#000000",
    lightColor: "#ffffff",
  };
}
const BRANDS = ["rmi", "bac", "825", "vbc"].map(brand);

afterEach(() => {
  removeStorage();
  jest.restoreAllMocks();
});

test("the remembered brand is current when it is in the list", () => {
  installStorage().set(BRAND_STORAGE_KEY, "bac");
  expect(pickBrand(BRANDS, readBrandCode())?.code).toBe("bac");
});

test.each([
  ["an unknown code", "zzz"],
  ["a corrupted value", '{"code":"bac"'],
  ["an empty value", ""],
])("%s falls back to the first brand", (_case, stored) => {
  installStorage().set(BRAND_STORAGE_KEY, stored);
  expect(pickBrand(BRANDS, readBrandCode())?.code).toBe("rmi");
});

test("nothing stored, or no storage at all, means the first brand", () => {
  expect(pickBrand(BRANDS, readBrandCode())?.code).toBe("rmi");
  installStorage();
  expect(pickBrand(BRANDS, readBrandCode())?.code).toBe("rmi");
});

test("a storage whose getItem throws (blocked) reads as nothing remembered", () => {
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    get() {
      throw new DOMException("Access denied", "SecurityError");
    },
  });
  expect(readBrandCode()).toBeNull();
});

test("switching saves the code, and a full storage does not break switching", () => {
  const items = installStorage();
  writeBrandCode("825");
  expect(items.get(BRAND_STORAGE_KEY)).toBe("825");

  installStorage({ full: true });
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  expect(() => writeBrandCode("vbc")).not.toThrow();
  expect(warn).toHaveBeenCalled();
  expect(pickBrand(BRANDS, "vbc")?.code).toBe("vbc");
});

test("an empty brand list has no current brand", () => {
  expect(pickBrand([], "rmi")).toBeUndefined();
});

test("switching also writes the brand cookie the server renders signed-in pages with", () => {
  installStorage();
  const jar = { cookie: "" };
  Object.defineProperty(globalThis, "document", { value: jar, configurable: true });
  try {
    writeBrandCode("825");
    expect(jar.cookie).toBe("currentBrandCode=825; Path=/; Max-Age=31536000; SameSite=Lax");
  } finally {
    Reflect.deleteProperty(globalThis, "document");
  }
});
