"use client";

import type { QueryFunction } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError } from "@/lib/client/data/api-error";
import { reportOutage } from "@/lib/client/data/outage";
import { getAccessToken } from "@/lib/client/auth/supabase";

async function throwIfNotOk(response: Response): Promise<void> {
  const retryAfter = Number(response.headers.get("retry-after")) || undefined;
  if (response.status === 503) reportOutage(retryAfter);
  if (!response.ok) {
    const body = await response.text();
    throw new ApiError(response.status, body, response.statusText, retryAfter);
  }
}

/** Calls the portal API with credentials and the session's bearer token. JSON bodies get a JSON type. */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = await getAccessToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const isJson = body !== undefined && !(body instanceof FormData);
  if (isJson) headers.set("Content-Type", "application/json");
  const response = await fetch(path, {
    ...init,
    method,
    headers,
    credentials: "include",
    body: body === undefined ? undefined : isJson ? JSON.stringify(body) : (body as FormData),
  });
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(method: string, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  const response = await apiRequest(method, path, body, init);
  return (await response.json()) as T;
}

/** A contract schema, loaded when first asked for (lib/client/api/schema-of.ts). */
export type LazySchema<S extends z.ZodType> = () => Promise<S>;

/** A JSON answer checked against its contract schema: a wrong shape fails here, not in the code that reads it. */
export async function apiParsed<S extends z.ZodType>(
  schema: LazySchema<S>,
  method: string,
  path: string,
  body?: unknown,
): Promise<z.output<S>> {
  const [loaded, json] = await Promise.all([schema(), apiJson<unknown>(method, path, body)]);
  return loaded.parse(json);
}

/**
 * The generic GET fetcher (docs/api.md#requests): the first key element is the path, the response is parsed
 * JSON. On 401 it throws by default, or resolves to null with `on401: "returnNull"`.
 */
export function getQueryFn<T>(
  { on401 }: { on401: "throw" | "returnNull" } = { on401: "throw" },
): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [path, params] = queryKey as [string, Record<string, string | undefined>?];
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) if (value) query.set(key, value);
    const url = query.size ? `${path}?${query}` : path;
    try {
      return await apiJson<T>("GET", url, undefined, { signal });
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** The generic GET fetcher with the answer checked against the contract's schema (loaded beside the request). */
export function parsedQueryFn<S extends z.ZodType>(schema: LazySchema<S>): QueryFunction<z.output<S>> {
  const get = getQueryFn<unknown>();
  return async (context) => {
    const [loaded, json] = await Promise.all([schema(), get(context)]);
    return loaded.parse(json);
  };
}
