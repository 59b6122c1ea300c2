/** @jest-environment jsdom */
import { cleanup, render, screen } from "@testing-library/react";
import AdminError from "@/app/admin/error";
import AdminLoading from "@/app/admin/loading";
import RootError from "@/app/error";
import PortalError from "@/app/(portal)/error";

const BOUNDARIES = [
  ["app/error.tsx", RootError],
  ["app/(portal)/error.tsx", PortalError],
  ["app/admin/error.tsx", AdminError],
] as const;

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  logged.mockRestore();
});

describe.each(BOUNDARIES)("%s", (_file, Boundary) => {
  it("says the page failed, logs the error and retries on 'Try again'", () => {
    const retry = jest.fn();
    const error = new Error("Cannot read properties of undefined (reading 'name')");
    render(<Boundary error={error} retry={retry} />);

    expect(screen.getByRole("alert")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText(/This page could not be shown/)).toBeTruthy();
    expect(screen.queryByText(/reading 'name'/)).toBeNull();
    expect(logged).toHaveBeenCalledWith("A page failed to render", error);
    expect(screen.getByRole("link", { name: "Back to dashboard" }).getAttribute("href")).toBe("/");

    screen.getByRole("button", { name: "Try again" }).click();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("shows a server error's digest as its reference", () => {
    render(
      <Boundary
        error={Object.assign(new Error("An error occurred in the Server Components render."), { digest: "2817431092" })}
        retry={() => undefined}
      />,
    );
    expect(screen.getByText("2817431092")).toBeTruthy();
  });
});

describe.each([["app/admin/loading.tsx", AdminLoading]] as const)("%s", (_file, Loading) => {
  it("shows the portal's spinner as a status", () => {
    const { container } = render(<Loading />);
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    expect(container.querySelector("[data-slot=spinner]")).not.toBeNull();
  });
});
