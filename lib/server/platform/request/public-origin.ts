import "server-only";
import { HttpError } from "@/lib/server/platform/http-errors";
import type { ServerEnv } from "@/lib/server/platform/env";

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

type OriginEnv = Pick<ServerEnv, "SITE_URL" | "VERCEL_ENV" | "VERCEL_URL" | "VERCEL_PROJECT_PRODUCTION_URL">;

/**
 * Where e-mails sent outside any request (first-open alerts) point: the configured origin, else (a
 * local run) this server on localhost at its own port.
 */
export function backgroundOrigin(env: OriginEnv & Pick<ServerEnv, "PORT">): string {
  return configuredOrigin(env) ?? `http://localhost:${env.PORT}`;
}

/** The origin the operator configured or the platform reports; never one a request names. */
export function configuredOrigin(env: OriginEnv): string | undefined {
  if (env.SITE_URL) return new URL(env.SITE_URL).origin;
  const vercelHost =
    env.VERCEL_ENV === "production"
      ? env.VERCEL_PROJECT_PRODUCTION_URL
      : (env.VERCEL_URL ?? env.VERCEL_PROJECT_PRODUCTION_URL);
  return vercelHost ? new URL(`https://${vercelHost}`).origin : undefined;
}

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOST.test(host);
}

/**
 * This site's public origin, the one e-mailed links point to and the only one redirects may go to:
 * SITE_URL, else the address Vercel gives the deployment, else (a local run) the request's own
 * origin, but only when it is a loopback address. A request under any other host is refused, so
 * no header a client writes (Host, X-Forwarded-Host) can choose where a sign-in link points.
 */
export function publicOrigin(request: Request, env: OriginEnv): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  const host = request.headers.get("host") ?? new URL(request.url).host;
  if (!isLoopbackHost(host)) {
    throw new HttpError(
      421,
      "site_url_required",
      "This server does not know its public address, so it only answers on localhost. " +
        "Set SITE_URL to the portal's public origin (for example https://portal.example.com) " +
        "to serve it under another host name.",
    );
  }
  // A local run is plain http; a forwarded scheme chooses nothing either.
  return `http://${host.toLowerCase()}`;
}

/**
 * Whether browsers treat this site as potentially trustworthy (https, or a loopback host): the only
 * origins they send Fetch Metadata (Sec-Fetch-*) to. The configured origin decides, else (a local
 * run, plain http) whether the request's own host is a loopback one.
 */
export function isTrustworthyOrigin(request: Request, env: OriginEnv): boolean {
  const configured = configuredOrigin(env);
  if (!configured) return isLoopbackHost(request.headers.get("host") ?? new URL(request.url).host);
  const url = new URL(configured);
  return url.protocol === "https:" || isLoopbackHost(url.host);
}

/** This site's public origin as publicOrigin() finds it, or undefined where it would refuse the request. */
export function publicOriginIfKnown(request: Request, env: OriginEnv): string | undefined {
  try {
    return publicOrigin(request, env);
  } catch {
    return undefined;
  }
}
