/** Called by Next once when a server process starts; the boot itself is Node-only (lib/server/app/boot.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("@/lib/server/app/boot")).boot();
}
