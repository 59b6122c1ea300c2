"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { toast } from "@/lib/client/browser/toast";
import { isOutageError } from "@/lib/client/data/outage";
import { useBrands } from "@/lib/client/api/brands-queries";
import { readBrandCode, writeBrandCode } from "@/lib/client/brand/brand-storage";
import type { Brand, FirstBrandState } from "@/lib/contract/brands";
import { pickBrand } from "@/lib/pick-brand";

interface BrandContextValue {
  brands: Brand[];
  currentBrand: Brand | undefined;
  setBrandCode: (code: string) => void;
  isLoading: boolean;
}

const BrandContext = createContext<BrandContextValue | null>(null);
const NO_BRANDS: Brand[] = [];

/** Text on the brand color is always white. */
const BRAND_FOREGROUND = "#ffffff";

const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;

/**
 * The brand's colors as the page's custom properties, so every brand-colored element re-themes. A
 * rendered rule rather than an effect: the server's HTML is in the brand's colors from the first
 * paint, and leaving the signed-in screens takes the rule, and the colors, with it.
 */
function BrandTheme({ brand }: { brand: Brand | undefined }) {
  if (!brand) return null;
  const colors: Record<string, string> = {
    "--brand-primary": brand.primaryColor,
    "--brand-secondary": brand.secondaryColor,
    "--brand-light": brand.lightColor,
    "--brand-foreground": BRAND_FOREGROUND,
  };
  const declarations = Object.entries(colors)
    .filter(([, value]) => HEX_COLOR.test(value))
    .map(([name, value]) => `${name}:${value}`);
  return <style>{`:root{${declarations.join(";")}}`}</style>;
}

const noSubscription = () => () => undefined;

/**
 * The chosen brand code. Local storage is its record (docs/rules.md#kept-in-the-browser); the server renders with the
 * brand cookie's code, which the first render takes so that it matches the server's HTML, and a choice stored before
 * the cookie existed takes over right after (and is written to the cookie).
 */
function useChosenCode(first: FirstBrandState | undefined) {
  const serverCode = first?.code ?? null;
  const stored = useSyncExternalStore(noSubscription, readBrandCode, () => serverCode);
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (first && stored && stored !== serverCode) writeBrandCode(stored);
  }, [first, stored, serverCode]);
  return [picked ?? stored ?? serverCode, setPicked] as const;
}

/** A failed brands load shows one 'Error fetching brands' toast; an outage shows the outage notice. */
function useBrandsErrorToast(error: Error | null): void {
  useEffect(() => {
    if (error && !isOutageError(error))
      toast.error("Error fetching brands", { id: "brands-load-error", description: error.message });
  }, [error]);
}

/**
 * The brands, the current brand (remembered in local storage) and the brand theme of the signed-in
 * portal. `first`: the server's brands and brand cookie, when it could read them.
 */
export function BrandProvider({ first, children }: { first?: FirstBrandState; children: ReactNode }) {
  const { data, error, isLoading } = useBrands(first?.brands, first?.readAt);
  const [chosenCode, setChosenCode] = useChosenCode(first);
  const brands = data ?? NO_BRANDS;
  const currentBrand = useMemo(() => pickBrand(brands, chosenCode), [brands, chosenCode]);

  useBrandsErrorToast(error);

  const setBrandCode = useCallback(
    (code: string) => {
      setChosenCode(code);
      writeBrandCode(code);
    },
    [setChosenCode],
  );

  const value = useMemo(
    () => ({ brands, currentBrand, setBrandCode, isLoading }),
    [brands, currentBrand, setBrandCode, isLoading],
  );
  return (
    <BrandContext.Provider value={value}>
      <BrandTheme brand={currentBrand} />
      {children}
    </BrandContext.Provider>
  );
}

export function useBrand(): BrandContextValue {
  const context = useContext(BrandContext);
  if (!context) throw new Error("useBrand must be used inside <BrandProvider>");
  return context;
}
