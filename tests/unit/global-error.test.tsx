/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import GlobalError from "@/app/global-error";

// Its own file: React roots on a container and on the document itself do not mix in one jsdom page.
describe("app/global-error.tsx", () => {
  it("renders its own <html> and <body>, dark unless light is saved, with the retry", () => {
    localStorage.setItem("theme", "light");
    const retry = jest.fn();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<GlobalError error={new Error("root layout failed")} retry={retry} />, { container: document });

    expect(document.documentElement.getAttribute("lang")).toBe("en");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(document.body.querySelector("main [role=alert] h1")?.textContent).toBe("Something went wrong");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
    localStorage.removeItem("theme");
  });

  it("is dark when no theme is saved (the default)", () => {
    render(<GlobalError error={new Error("root layout failed")} retry={() => undefined} />, { container: document });
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});
