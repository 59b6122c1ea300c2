import type { MetadataRoute } from "next";

/** The web app manifest at /manifest.webmanifest, for installing the portal on a phone or desktop. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Sales Rep Portal",
    short_name: "Rep Portal",
    description: "Share branded assets, tracked links and email templates with your customers.",
    start_url: "/",
    display: "standalone",
    // The portal's default (dark) theme and its default brand color (app/globals.css).
    background_color: "#0b0d13",
    theme_color: "#2563eb",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}
