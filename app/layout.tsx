import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { renderUser } from "@/lib/server/session/session";
import "./globals.css";

export const metadata: Metadata = {
  title: "Sales Rep Portal",
  description: "Share branded assets, tracked links and email templates with your customers.",
};

/**
 * Every page is rendered per request: the request gate gives each its own CSP nonce (x-nonce) and
 * the session it verified, so signed-in screens render on the server.
 */
export default async function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  const [requestHeaders, signedIn] = await Promise.all([headers(), renderUser()]);
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        <Providers nonce={nonce} signedIn={signedIn}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
