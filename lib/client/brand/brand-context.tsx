"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { useBrands } from "@/lib/client/api/brands";
import { pickBrand, readBrandCode, writeBrandCode } from "@/lib/client/brand-storage";
import type { Brand } from "@/lib/contract/brands";

interface BrandContextValue {
  brands: Brand[];
  currentBrand: Brand | undefined;
  setBrandCode: (code: string) => void;
  isLoading: boolean;
}

const BrandContext = createContext<BrandContextValue | null>(null);
const NO_BRANDS: Brand[] = [];

/** SPEC §9: text on the brand colour is always white. */
const BRAND_FOREGROUND = "#ffffff";

/** Puts the brand's colours on <html>, so every brand-coloured element re-themes; restores the defaults on leave. */
function useBrandTheme(brand: Brand | undefined): void {
  useEffect(() => {
    if (!brand) return;
    const style = document.documentElement.style;
    const colours: Record<string, string> = {
      "--brand-primary": brand.primaryColor,
      "--brand-secondary": brand.secondaryColor,
      "--brand-light": brand.lightColor,
      "--brand-foreground": BRAND_FOREGROUND,
    };
    for (const [name, value] of Object.entries(colours)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(colours)) style.removeProperty(name);
    };
  }, [brand]);
}

/** SPEC §8: a failed brands load shows one 'Error fetching brands' toast. */
function useBrandsErrorToast(error: Error | null): void {
  useEffect(() => {
    if (error) toast.error("Error fetching brands", { id: "brands-load-error", description: error.message });
  }, [error]);
}

/** The brands, the current brand (remembered in local storage) and the brand theme of the signed-in portal. */
export function BrandProvider({ children }: { children: ReactNode }) {
  const { data, error, isLoading } = useBrands();
  const [chosenCode, setChosenCode] = useState<string | null>(readBrandCode);
  const brands = data ?? NO_BRANDS;
  const currentBrand = useMemo(() => pickBrand(brands, chosenCode), [brands, chosenCode]);

  useBrandTheme(currentBrand);
  useBrandsErrorToast(error);

  const setBrandCode = useCallback((code: string) => {
    setChosenCode(code);
    writeBrandCode(code);
  }, []);

  const value = useMemo(
    () => ({ brands, currentBrand, setBrandCode, isLoading }),
    [brands, currentBrand, setBrandCode, isLoading],
  );
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandContextValue {
  const context = useContext(BrandContext);
  if (!context) throw new Error("useBrand must be used inside <BrandProvider>");
  return context;
}
